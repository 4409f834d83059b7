import { clientErrors } from './client-errors';

/**
 * The English texts the first page (login, its dialogs, the error page) can show before the rest of the
 * catalogue arrives: the web app bundles only these; `en.ts` adds the rest and loads with the other screens.
 * Spanish visitors load `es.ts` whole at start.
 */
export const enFirstPage = {
  titleDanger: 'Oops!',
  titleSuccess: 'Success!',
  titleWarning: 'Warning!',
  close: 'Close',
  ok: 'OK',
  cancel: 'Cancel',
  enterEmailOrDonorId: 'Please enter your email / donor id!',
  enterPassword: 'Please enter your password!',
  serviceUnavailable: 'Service Unavailable',
  tryAgain: 'Try Again',
  ...clientErrors.en,
} as const;
