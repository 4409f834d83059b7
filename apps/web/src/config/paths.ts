import { pagesWithValues } from '@portal/contract/page-paths';

/**
 * Every URL of the portal (spec 2.1-2.3). The router mounts only the screens that exist;
 * the others are listed so features and links use one spelling.
 */
export const paths = {
  // Signed in (spec 2.1)
  home: '/',
  usePoints: '/use-points',
  usePointsOrders: '/use-points/orders',
  profile: '/profile',
  accountData: '/profile/data',
  notifications: '/notifications',
  contact: '/contact',
  contacts: '/contacts',
  rewardsBalance: '/checking-rewards/balance',
  rewards: '/rewards',
  rewardsMembership: '/rewards/membership',
  rewardsPayout: '/rewards/payout',
  rewardsWorks: '/rewards/works',
  donationHistory: '/donation/history',
  earningsStatement: '/donation/statement',
  appointments: '/appointments',
  appointmentsBook: '/appointments/book',
  appointmentCheckIn: pagesWithValues.appointmentCheckIn,
  donatingToday: '/donating-today/ask',
  assessment: '/takingsurvey/assessment',
  predonorSurvey: '/takingsurvey/assessment/predonorsurvey',
  donationTips: '/donation-tips',
  adverseEvent: '/adverse-event',
  donorCareForm: '/donor-care-form',

  // Staff console (issue 14): its own lazily loaded section, never in the donor's first bundle
  staff: '/staff',
  staffLogin: '/staff/login',
  staffInvitation: '/staff/invitation',
  staffVisits: '/staff/visits',
  staffRecordVisit: '/staff/visits/new',
  staffSecondFactor: '/staff/second-factor',

  // Signed out (spec 2.2)
  login: '/login',
  register: '/register',
  registerExisting: '/register/existing',
  registerNew: '/register/new',
  registerVerify: '/register/verify',
  registerUsers: '/register/users',
  registerSettingPassword: '/register/settingpassword',
  registerSuccess: '/register/success',
  registerCompleteInfo: '/register/complete-info',
  registerSetPassword: '/register/set-password',
  forgetPassword: '/forget-password',
  forgetPasswordVerify: '/forget-password/verify',
  forgetPasswordSetPassword: '/forget-password/setpassword',
  visitorDonorCareForm: '/donorcare/form',

  // Public (spec 2.3)
  setNewPassword: '/set-new-password',
  setPasswordSuccess: '/set-password-success',
  donorCare: '/donorcare',
  /** A visitor's case through the private link e-mailed to them (issue 14). */
  visitorCase: '/donorcare/case',
  googleReview: pagesWithValues.googleReview,
  locationReview: pagesWithValues.locationReview,
  referral: pagesWithValues.referral,
  appLogin: '/Applogin',
  onlineScreeningApp: '/online-screening-app',
  qrcode: '/qrcode',
  donorApp360Redirect: '/donorApp360Redirect',
  /** 'Find Nearest Center' (spec 2.4): centers by state and city, each linking to its marketing page. */
  findCenter: '/find-center',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
