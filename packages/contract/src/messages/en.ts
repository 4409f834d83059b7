/**
 * Texts both sides show: the spec's messages (sections 5 and 8, word for word) and the server's errors.
 * `{{name}}` marks a value filled in at display time.
 */
export const en = {
  titleDanger: 'Oops!',
  titleSuccess: 'Success!',
  titleWarning: 'Warning!',
  close: 'Close',
  ok: 'OK',
  cancel: 'Cancel',

  enterPhone: 'Please enter your phone number!',
  enterEmailOrDonorId: 'Please enter your email / donor id!',
  enterPassword: 'Please enter your password!',
  passwordNotMatch: 'Password not match!',
  invalidCode: 'Invalid verification code!',
  networkError: 'Network Error! Please try again later.',
  donorAlreadyExists: 'Donor already exist in our system. Please login from the login page...',
  phoneOrEmailRequired: 'A phone number or email address is required to continue',
  pointNotEnough: 'Your point is not enough!',
  selectValue: 'Please select value!',
  selectType: 'Please select type!',
  addQty: 'Please add qty!',
  serviceUnavailable: 'Service Unavailable',
  tryAgain: 'Try Again',
  unknownError: 'Unkown error',
  alreadyExists: 'Already exists!',

  firstNameRequired: 'Firstname required',
  lastNameRequired: 'Lastname required',
  dobRequired: 'Date of Birth required',
  genderRequired: 'Gender required',
  phoneRequired: 'Phone required',
  lookupDonorNumberRequired: 'Donor number is Required*',
  lookupFieldRequired: 'Field is Required*',
  lookupPhoneRequired: 'Phone number is Required*',
  lookupFirstNameRequired: 'Firstname is Required*',
  lookupLastNameRequired: 'Lastname is Required*',
  lookupDobRequired: 'Date of Birth is Required*',

  emailInvalid: 'Please enter a valid email!',
  phoneInvalid: 'Please enter a valid phone number!',
  donorNumberInvalid: 'A donor number has 7 or 8 letters and digits.',
  passwordInvalid: 'Use 8 to 32 characters with at least one digit, one uppercase and one lowercase letter.',
  dateInvalid: 'Please enter a valid date as MM-DD-YYYY.',

  invalidCredentials: 'The email, donor number or password is incorrect.',
  tooManyAttempts: 'Too many attempts. Please wait {{minutes}} minute(s) and try again.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  renewalRefused: 'Your session cannot be renewed. Please sign in again.',
  badRequest: 'The request is not valid.',
  malformedJson: 'The request body is not valid JSON.',
  invalidFields: 'Please check these fields: {{fields}}',
  unknownService: 'The service {{service}} does not exist.',
  notFound: 'Not found.',
  internalError: 'Something went wrong on our side. Please try again later.',
} as const;

export type MessageKey = keyof typeof en;
