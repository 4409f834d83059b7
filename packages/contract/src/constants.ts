/** Business constants of spec section 9, shared by both sides. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const LAST_VISITS_SHOWN = 20;
/** Most cards of one kind (product, value and type) a cart line holds (the `cartQtyMax` message says 20). */
export const CART_LINE_MAX_QTY = 20;
export const RECENT_VISITS_WINDOW_DAYS = 35;
export const DEFAULT_DAYS_TO_COMPLETE = 7;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** The web app renews its token when it is this close to expiry. */
export const TOKEN_RENEW_BEFORE_MS = 10 * MINUTE_MS;
/** How long a signed token lives. */
export const TOKEN_TTL_MS = 60 * MINUTE_MS;
/** A session may be renewed for at most this long after sign-in; then renewal answers 403. */
export const SESSION_MAX_AGE_MS = 12 * 60 * MINUTE_MS;
export const SESSION_POLL_MS = 20_000;
export const COUNTDOWN_TICK_MS = 1_000;
export const STORED_SESSION_CLEAR_MS = 1_000;

export const COPY_TOAST_MS = 1_500;
export const SIDEBAR_OPEN_WIDTH = 250;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
export const VERIFICATION_CODE_LENGTH = 6;
export const CODE_RESEND_WAIT_MS = 5 * MINUTE_MS;

export const COMMENT_MAX_LENGTH = 2500;
export const VISITOR_COMMENT_MAX_LENGTH = 1000;

/**
 * Sign-in throttling: failed attempts per window, per account and per address, before a captcha is required
 * (never a lockout); each attempt on an account with earlier failures first waits a growing delay.
 */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 20;
export const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
export const LOGIN_DELAY_BASE_MS = 250;
export const LOGIN_DELAY_MAX_MS = 8_000;

/**
 * A donor's screening lapses this many months after her last donation: she is then screened again as a new
 * donor (the plasma industry's lapsed-donor rule). What the pre-screening page shows a donor past pre-screening.
 */
export const SCREENING_VALID_MONTHS = 6;

export const donorStatuses = ['donor', 'predonor', 'referral_pending'] as const;
export type DonorStatus = (typeof donorStatuses)[number];

export const notificationTypes = [
  'inbox',
  'news_resources',
  'news_updates',
  'news_impactstories',
  'news',
  'survey',
  'campaign',
  'donation_feedback',
  'wheeloffortune',
  'deferral_communication',
  'deferral_aeflag',
  'preregs',
  /** Booking confirmations, reminders and waitlist offers: Read More opens the appointments page. */
  'appointment',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const screeningTestTypes = ['weight', 'bpsys', 'bpdia', 'pulserate', 'temperature'] as const;
export type ScreeningTestType = (typeof screeningTestTypes)[number];

/** Why a center defers a donor at a visit: each code is an education topic the donor's deferral notice links to. */
export const visitDeferralCodes = ['iron', 'pressure', 'illness', 'weight', 'medication', 'tattoo', 'travel'] as const;
export type VisitDeferralCode = (typeof visitDeferralCodes)[number];

/** The most payments one visit may list (a center pays a donation in a few parts at most). */
export const visitPaymentsMax = 10;

/** What a center says a payment was for (issue 34); a payment without one is shown as donation compensation. */
export const paymentKinds = ['donation', 'bonus', 'promotion'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** The earliest year an earnings statement may ask for (issue 34): before it no payment can exist. */
export const STATEMENT_FIRST_YEAR = 2000;

/** Days between a donor's request to close her portal account and its closing; signing in cancels it (issue 34). */
export const CLOSURE_GRACE_DAYS = 14;
/** How long a prepared "Download my data" file can be downloaded (issue 34). */
export const EXPORT_KEPT_DAYS = 7;

export const phoneCountries = [
  { id: 'US', dialCode: '1' },
  { id: 'CA', dialCode: '1' },
  { id: 'MX', dialCode: '52' },
] as const;

/** A verification code lives this long; a wrong code may be tried this many times before it is dead. */
export const VERIFICATION_CODE_TTL_MS = 15 * MINUTE_MS;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** Codes sent per destination and per client address in one window, on top of the resend wait. */
export const CODES_PER_DESTINATION = 5;
export const CODES_PER_ADDRESS = 20;
export const CODE_SEND_WINDOW_MS = 60 * MINUTE_MS;
/** A registration in progress, a reset token and an app sign-in token expire after these. */
export const REGISTRATION_TTL_MS = 60 * MINUTE_MS;
export const RESET_TOKEN_TTL_MS = 30 * MINUTE_MS;
export const APP_LOGIN_TOKEN_TTL_MS = 2 * MINUTE_MS;
/** How long a staff invitation's one-time link works. */
export const STAFF_INVITATION_TTL_MS = 7 * 24 * 60 * MINUTE_MS;
/** Failed donor look-ups allowed per client address in the sign-in window. */
export const LOOKUP_FAILURES_PER_ADDRESS = 10;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_SIDE_PX = 512;

export const genders = ['F', 'M', 'X'] as const;
export type Gender = (typeof genders)[number];

/** The free-text answer of the after-donation survey. */
export const FEEDBACK_TEXT_MAX_LENGTH = 2000;
export const DONOR_CARE_SCREENSHOT_MAX = 3;
export const DONOR_CARE_SCREENSHOT_MAX_BYTES = 200 * 1024;
/** Visitors' donor-care requests per address and window, on top of the captcha's proof of work. */
export const DONOR_CARE_VISITOR_SUBMISSIONS_PER_ADDRESS = 5;
export const DONOR_CARE_VISITOR_WINDOW_MS = 60 * MINUTE_MS;
export const donorTypes = ['current', 'new', 'former'] as const;
export type DonorType = (typeof donorTypes)[number];
/** Spec 3 "News": the tags a body block may have. */
export const newsBlockTags = ['accordion', 'body', 'linkbutton', 'h1', 'h2', 'h3', 'h4', 'h5', 'bullet', 'img'] as const;
export type NewsBlockTag = (typeof newsBlockTags)[number];

export const promotionTypes = ['survey', 'news', 'campaign'] as const;
export type PromotionType = (typeof promotionTypes)[number];

/** Spec 9: survey question types 0 single, 1 multiple, 2 text. */
export const SURVEY_SINGLE = 0;
export const SURVEY_MULTIPLE = 1;
export const SURVEY_TEXT = 2;
export const SURVEY_TEXT_MAX_LENGTH = 1000;

/** Referral invitations one donor may send in one window (a friend's inbox is not a megaphone). */
export const REFERRAL_SHARES_PER_WINDOW = 10;
export const REFERRAL_SHARE_WINDOW_MS = 60 * MINUTE_MS;

/** Spec 9 geolocation for B1B2: high accuracy, 30 s timeout, 30 s max age. */
export const GEOLOCATION_TIMEOUT_MS = 30_000;
export const GEOLOCATION_MAX_AGE_MS = 30_000;

export const qrDeviceTypes = ['Android', 'iOS', 'Windows Phone', 'unknown'] as const;
export type QrDeviceType = (typeof qrDeviceTypes)[number];
/**
 * Redemption prices: a gift card's dollar value is its points divided by the program's points per dollar, which an
 * admin sets (issue 35, `program_settings`); this until one does. The dashboards value the outstanding points at it.
 */
export const DEFAULT_POINTS_PER_DOLLAR = 100;
export const MAX_POINTS_PER_DOLLAR = 100_000;
