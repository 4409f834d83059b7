import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { LoginRoute } from '../features/authentication/routes/login';
import { withMessages } from '../lib/with-messages';
import { PublicRoute, SignedInRoute, SignedOutRoute } from './guards';
import { RootLayout } from './layout/root-layout';

// Every screen but login is lazy, and brings the whole message catalogue with it. Screens that use react-query sit under QueryScope (lazy too).
export const loadQueryScope = withMessages(() => import('./query-scope').then((module) => ({ default: module.QueryScope })));
const QueryScope = lazy(loadQueryScope);
export const loadHomeRoute = withMessages(() => import('./routes/home').then((module) => ({ default: module.HomeRoute })));
const HomeRoute = lazy(loadHomeRoute);
const DonationHistoryRoute = lazy(
  withMessages(() =>
    import('../features/donation-history/routes/donation-history').then((module) => ({ default: module.DonationHistoryRoute })),
  ),
);
const EarningsStatementRoute = lazy(
  withMessages(() =>
    import('../features/records/routes/earnings-statement').then((module) => ({ default: module.EarningsStatementRoute })),
  ),
);
const AccountDataRoute = lazy(
  withMessages(() => import('../features/records/routes/account-data').then((module) => ({ default: module.AccountDataRoute }))),
);
const AppointmentsRoute = lazy(
  withMessages(() =>
    import('../features/booking/routes/appointments/appointments').then((module) => ({ default: module.AppointmentsRoute })),
  ),
);
const BookAppointmentRoute = lazy(
  withMessages(() =>
    import('../features/booking/routes/appointments/book-appointment').then((module) => ({ default: module.BookAppointmentRoute })),
  ),
);
const CheckInRoute = lazy(
  withMessages(() => import('../features/booking/routes/check-in/check-in').then((module) => ({ default: module.CheckInRoute }))),
);
const ContactRoute = lazy(withMessages(() => import('./routes/contact').then((module) => ({ default: module.ContactRoute }))));
const DonorCareFormRoute = lazy(
  withMessages(() => import('../features/donor-care/routes/donor-care-form').then((module) => ({ default: module.DonorCareFormRoute }))),
);
const VisitorDonorCareRoute = lazy(
  withMessages(() =>
    import('../features/donor-care/routes/visitor-donor-care').then((module) => ({ default: module.VisitorDonorCareRoute })),
  ),
);
const DonorCareLandingRoute = lazy(
  withMessages(() =>
    import('../features/donor-care/routes/donor-care-landing').then((module) => ({ default: module.DonorCareLandingRoute })),
  ),
);
const VisitorCaseRoute = lazy(
  withMessages(() => import('../features/donor-care/routes/visitor-case').then((module) => ({ default: module.VisitorCaseRoute }))),
);
const NotificationsRoute = lazy(
  withMessages(() => import('../features/notifications/routes/notifications').then((module) => ({ default: module.NotificationsRoute }))),
);
const ReferralLandingRoute = lazy(
  withMessages(() => import('../features/referral/routes/referral-landing').then((module) => ({ default: module.ReferralLandingRoute }))),
);
const QrCodeRoute = lazy(
  withMessages(() => import('../features/public-links/routes/qr-code').then((module) => ({ default: module.QrCodeRoute }))),
);
const Redirect360Route = lazy(
  withMessages(() => import('../features/public-links/routes/redirect-360').then((module) => ({ default: module.Redirect360Route }))),
);
const ReviewRedirectRoute = lazy(
  withMessages(() => import('../features/public-links/routes/review-redirect').then((module) => ({ default: module.ReviewRedirectRoute }))),
);
const ScreeningAppRoute = lazy(
  withMessages(() => import('../features/public-links/routes/screening-app').then((module) => ({ default: module.ScreeningAppRoute }))),
);
const AssessmentRoute = lazy(
  withMessages(() => import('../features/prescreening/routes/assessment').then((module) => ({ default: module.AssessmentRoute }))),
);
const PredonorSurveyRoute = lazy(
  withMessages(() => import('../features/prescreening/routes/predonor-survey').then((module) => ({ default: module.PredonorSurveyRoute }))),
);
const DonatingTodayRoute = lazy(
  withMessages(() => import('../features/donation-tips/routes/donating-today').then((module) => ({ default: module.DonatingTodayRoute }))),
);
const DonationTipsRoute = lazy(
  withMessages(() => import('../features/donation-tips/routes/donation-tips').then((module) => ({ default: module.DonationTipsRoute }))),
);
const AdverseEventRoute = lazy(
  withMessages(() => import('../features/donation-tips/routes/adverse-event').then((module) => ({ default: module.AdverseEventRoute }))),
);
const UsePointsRoute = lazy(
  withMessages(() => import('../features/rewards/routes/use-points').then((module) => ({ default: module.UsePointsRoute }))),
);
const OrdersRoute = lazy(
  withMessages(() => import('../features/rewards/routes/orders').then((module) => ({ default: module.OrdersRoute }))),
);
const RewardsRoute = lazy(
  withMessages(() => import('../features/rewards/routes/rewards').then((module) => ({ default: module.RewardsRoute }))),
);
const MembershipRoute = lazy(
  withMessages(() => import('../features/rewards/routes/membership').then((module) => ({ default: module.MembershipRoute }))),
);
const PayoutRoute = lazy(
  withMessages(() => import('../features/rewards/routes/payout').then((module) => ({ default: module.PayoutRoute }))),
);
const WorksRoute = lazy(withMessages(() => import('../features/rewards/routes/works').then((module) => ({ default: module.WorksRoute }))));
const BalanceRoute = lazy(
  withMessages(() => import('../features/rewards/routes/balance').then((module) => ({ default: module.BalanceRoute }))),
);
// The staff console: one lazy chunk of its own, with its own routes and layout.
const StaffSection = lazy(withMessages(() => import('./routes/staff-section').then((module) => ({ default: module.StaffSection }))));
const NotFoundRoute = lazy(withMessages(() => import('./routes/not-found').then((module) => ({ default: module.NotFoundRoute }))));
const ProfileRoute = lazy(
  withMessages(() => import('../features/profile/routes/profile').then((module) => ({ default: module.ProfileRoute }))),
);
const RegisterChoiceRoute = lazy(
  withMessages(() => import('../features/registration/routes/register-choice').then((module) => ({ default: module.RegisterChoiceRoute }))),
);
const RegisterExistingRoute = lazy(
  withMessages(() =>
    import('../features/registration/routes/register-existing').then((module) => ({ default: module.RegisterExistingRoute })),
  ),
);
const RegisterNewRoute = lazy(
  withMessages(() => import('../features/registration/routes/register-new').then((module) => ({ default: module.RegisterNewRoute }))),
);
const RegisterUsersRoute = lazy(
  withMessages(() => import('../features/registration/routes/register-users').then((module) => ({ default: module.RegisterUsersRoute }))),
);
const RegisterVerifyRoute = lazy(
  withMessages(() => import('../features/registration/routes/register-verify').then((module) => ({ default: module.RegisterVerifyRoute }))),
);
const RegisterSetPasswordRoute = lazy(
  withMessages(() =>
    import('../features/registration/routes/register-set-password').then((module) => ({ default: module.RegisterSetPasswordRoute })),
  ),
);
const RegisterCompleteInfoRoute = lazy(
  withMessages(() =>
    import('../features/registration/routes/register-complete-info').then((module) => ({ default: module.RegisterCompleteInfoRoute })),
  ),
);
const RegisterSuccessRoute = lazy(
  withMessages(() =>
    import('../features/registration/routes/register-success').then((module) => ({ default: module.RegisterSuccessRoute })),
  ),
);
const ForgetPasswordRoute = lazy(
  withMessages(() =>
    import('../features/password-reset/routes/forget-password').then((module) => ({ default: module.ForgetPasswordRoute })),
  ),
);
const ForgetPasswordVerifyRoute = lazy(
  withMessages(() =>
    import('../features/password-reset/routes/forget-password-verify').then((module) => ({ default: module.ForgetPasswordVerifyRoute })),
  ),
);
const ForgetPasswordSetRoute = lazy(
  withMessages(() =>
    import('../features/password-reset/routes/forget-password-set').then((module) => ({ default: module.ForgetPasswordSetRoute })),
  ),
);
const SetNewPasswordRoute = lazy(
  withMessages(() =>
    import('../features/password-reset/routes/set-new-password').then((module) => ({ default: module.SetNewPasswordRoute })),
  ),
);
const SetPasswordSuccessRoute = lazy(
  withMessages(() =>
    import('../features/password-reset/routes/set-password-success').then((module) => ({ default: module.SetPasswordSuccessRoute })),
  ),
);
const AppLoginRoute = lazy(
  withMessages(() => import('../features/authentication/routes/app-login').then((module) => ({ default: module.AppLoginRoute }))),
);
const FindCenterRoute = lazy(
  withMessages(() => import('../features/centers/routes/find-center').then((module) => ({ default: module.FindCenterRoute }))),
);

/**
 * Spec 2.1-2.3, limited to the screens that exist (declarative routes: the data router would add
 * 17 KB gzipped to the login bundle). Add a signed-in screen under SignedInRoute > QueryScope, a
 * signed-out one under SignedOutRoute, a public one under PublicRoute.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<QueryScope />}>
        <Route path={`${paths.staff}/*`} element={<StaffSection />} />
      </Route>
      <Route element={<RootLayout />}>
        <Route element={<SignedInRoute />}>
          <Route element={<QueryScope />}>
            <Route index element={<HomeRoute />} />
            <Route path={paths.donationHistory} element={<DonationHistoryRoute />} />
            <Route path={paths.earningsStatement} element={<EarningsStatementRoute />} />
            <Route path={paths.appointments} element={<AppointmentsRoute />} />
            <Route path={paths.appointmentsBook} element={<BookAppointmentRoute />} />
            <Route path={paths.appointmentCheckIn} element={<CheckInRoute />} />
            <Route path={paths.contact} element={<ContactRoute />} />
            <Route path={paths.contacts} element={<ContactRoute />} />
            <Route path={paths.donorCareForm} element={<DonorCareFormRoute />} />
            <Route path={paths.profile} element={<ProfileRoute />} />
            <Route path={paths.accountData} element={<AccountDataRoute />} />
            <Route path={paths.notifications} element={<NotificationsRoute />} />
            <Route path={paths.assessment} element={<AssessmentRoute />} />
            <Route path={paths.predonorSurvey} element={<PredonorSurveyRoute />} />
            <Route path={paths.donatingToday} element={<DonatingTodayRoute />} />
            <Route path={paths.donationTips} element={<DonationTipsRoute />} />
            <Route path={paths.adverseEvent} element={<AdverseEventRoute />} />
            <Route path={paths.usePoints} element={<UsePointsRoute />} />
            <Route path={paths.usePointsOrders} element={<OrdersRoute />} />
            <Route path={paths.rewards} element={<RewardsRoute />} />
            <Route path={paths.rewardsMembership} element={<MembershipRoute />} />
            <Route path={paths.rewardsPayout} element={<PayoutRoute />} />
            <Route path={paths.rewardsWorks} element={<WorksRoute />} />
            <Route path={paths.rewardsBalance} element={<BalanceRoute />} />
          </Route>
        </Route>
        <Route element={<SignedOutRoute />}>
          <Route path={paths.login} element={<LoginRoute />} />
          <Route element={<QueryScope />}>
            <Route path={paths.visitorDonorCareForm} element={<VisitorDonorCareRoute />} />
            <Route path={paths.register} element={<RegisterChoiceRoute />} />
            <Route path={paths.registerExisting} element={<RegisterExistingRoute />} />
            <Route path={paths.registerNew} element={<RegisterNewRoute />} />
            <Route path={paths.registerUsers} element={<RegisterUsersRoute />} />
            <Route path={paths.registerVerify} element={<RegisterVerifyRoute />} />
            <Route path={paths.registerSettingPassword} element={<RegisterSetPasswordRoute />} />
            <Route path={paths.registerSetPassword} element={<RegisterSetPasswordRoute />} />
            <Route path={paths.registerCompleteInfo} element={<RegisterCompleteInfoRoute />} />
            <Route path={paths.registerSuccess} element={<RegisterSuccessRoute />} />
            <Route path={paths.forgetPassword} element={<ForgetPasswordRoute />} />
            <Route path={paths.forgetPasswordVerify} element={<ForgetPasswordVerifyRoute />} />
            <Route path={paths.forgetPasswordSetPassword} element={<ForgetPasswordSetRoute />} />
          </Route>
        </Route>
        <Route element={<PublicRoute />}>
          <Route element={<QueryScope />}>
            <Route path={paths.donorCare} element={<DonorCareLandingRoute />} />
            <Route path={paths.visitorCase} element={<VisitorCaseRoute />} />
            <Route path={paths.setNewPassword} element={<SetNewPasswordRoute />} />
            <Route path={paths.setPasswordSuccess} element={<SetPasswordSuccessRoute />} />
            <Route path={paths.appLogin} element={<AppLoginRoute />} />
            <Route path={paths.findCenter} element={<FindCenterRoute />} />
            <Route path={paths.referral} element={<ReferralLandingRoute />} />
            <Route path={paths.qrcode} element={<QrCodeRoute />} />
            <Route path={paths.donorApp360Redirect} element={<Redirect360Route />} />
            <Route path={paths.googleReview} element={<ReviewRedirectRoute />} />
            <Route path={paths.locationReview} element={<ReviewRedirectRoute />} />
            <Route path={paths.onlineScreeningApp} element={<ScreeningAppRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
