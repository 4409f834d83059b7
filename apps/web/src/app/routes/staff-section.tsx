import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader/page-loader';
import { Navigate, Route, Routes } from 'react-router';
import { BookingRulesRoute } from '../../features/booking/routes/rules/booking-rules';
import { CenterDayRoute } from '../../features/booking/routes/schedule/center-day';
import { CenterScheduleRoute } from '../../features/booking/routes/schedule/center-schedule';
import { CampaignEditorRoute } from '../../features/content/routes/campaigns/campaign-editor';
import { CampaignListRoute } from '../../features/content/routes/campaigns/campaign-list';
import { ChatbotEditorRoute } from '../../features/content/routes/chatbot/chatbot-editor';
import { DocumentEditorRoute } from '../../features/content/routes/documents/document-editor';
import { DocumentListRoute } from '../../features/content/routes/documents/document-list';
import { NewsEditorRoute } from '../../features/content/routes/news/news-editor';
import { ContentListRoute } from '../../features/content/routes/publishing/content-list';
import { PromotionEditorRoute } from '../../features/content/routes/promotions/promotion-editor';
import { SurveyResultsRoute } from '../../features/content/routes/promotions/survey-results';
import { ConsoleLayout } from '../../features/staff/layout/console-layout';
import { paths } from '../../config/paths';
import { staffSession } from '../../lib/staff-session';
import { StaffAuditRoute } from '../../features/staff/routes/audit/staff-audit';
import { StaffHomeRoute } from './staff-home';
import { StaffMembersRoute } from '../../features/staff/routes/members/staff-members';
import { StaffSecondFactorRoute } from '../../features/staff/routes/sign-in/staff-second-factor';
import { StaffSettingsRoute } from '../../features/staff/routes/settings/staff-settings';
import { StaffInvitationRoute } from '../../features/staff/routes/members/staff-invitation';
import { StaffLoginRoute } from '../../features/staff/routes/sign-in/staff-login';
import { CasePageRoute } from '../../features/donor-care/routes/case-page';
import { CaseQueueRoute } from '../../features/donor-care/routes/case-queue';
import { AdminCentersRoute } from '../../features/centers/routes/admin-centers';
import { IntegrationsRoute } from '../../features/integrations/routes/integrations';
import { MessageLogRoute } from '../../features/outbox/routes/message-log';
import { ClosureRequestsRoute } from '../../features/records/routes/closure-requests';
import { RecordVisitRoute } from '../../features/staff-visits/routes/record-visit';
import { VisitRoute } from '../../features/staff-visits/routes/visit-page';
import { VisitsListRoute } from '../../features/staff-visits/routes/visits-list';
import { WebhooksRoute } from '../../features/webhooks/routes/webhooks-page';

// The check editor brings the donor's check pages for its preview: loaded when first opened, not with the console.
const ScreeningListRoute = lazy(() =>
  import('../../features/screening-content/routes/screening-list').then((module) => ({ default: module.ScreeningListRoute })),
);
const ScreeningEditorRoute = lazy(() =>
  import('../../features/screening-content/routes/screening-editor').then((module) => ({ default: module.ScreeningEditorRoute })),
);

// The dashboards bring the charts (Recharts): loaded when first opened, not with the console.
const InsightsRoute = lazy(() => import('../../features/insights/routes/insights').then((module) => ({ default: module.InsightsRoute })));

/** Without a staff token, the console's pages go to the staff sign-in (read at each render: signing in sets it). */
function SignedInStaff() {
  return staffSession.token() ? <ConsoleLayout /> : <Navigate to={paths.staffLogin} replace />;
}

/** Everything under /staff, loaded as one chunk when a staff page is first opened. */
export function StaffSection() {
  return (
    <Routes>
      <Route path="login" element={<StaffLoginRoute />} />
      <Route path="invitation" element={<StaffInvitationRoute />} />
      <Route element={<SignedInStaff />}>
        <Route index element={<StaffHomeRoute />} />
        <Route
          path="insights"
          element={
            <Suspense fallback={<PageLoader />}>
              <InsightsRoute />
            </Suspense>
          }
        />
        <Route path="appointments" element={<CenterDayRoute />} />
        <Route path="schedule" element={<CenterScheduleRoute />} />
        <Route path="booking-rules" element={<BookingRulesRoute />} />
        <Route path="cases" element={<CaseQueueRoute />} />
        <Route path="cases/:caseId" element={<CasePageRoute />} />
        <Route path="messages" element={<MessageLogRoute />} />
        <Route path="closures" element={<ClosureRequestsRoute />} />
        <Route path="visits" element={<VisitsListRoute />} />
        <Route path="visits/new" element={<RecordVisitRoute />} />
        <Route path="visits/:visitId" element={<VisitRoute />} />
        <Route path="members" element={<StaffMembersRoute />} />
        <Route path="audit" element={<StaffAuditRoute />} />
        <Route path="centers" element={<AdminCentersRoute />} />
        <Route path="integrations" element={<IntegrationsRoute />} />
        <Route path="settings" element={<StaffSettingsRoute />} />
        <Route path="webhooks" element={<WebhooksRoute />} />
        <Route path="second-factor" element={<StaffSecondFactorRoute />} />
        <Route path="news" element={<ContentListRoute kind="news" section="news" />} />
        <Route path="news/new" element={<NewsEditorRoute />} />
        <Route path="news/:id" element={<NewsEditorRoute />} />
        <Route path="promotions" element={<ContentListRoute kind="promotion" section="promotions" />} />
        <Route path="promotions/new" element={<PromotionEditorRoute />} />
        <Route path="promotions/:id" element={<PromotionEditorRoute />} />
        <Route path="campaigns" element={<CampaignListRoute />} />
        <Route path="campaigns/new" element={<CampaignEditorRoute />} />
        <Route path="campaigns/:id" element={<CampaignEditorRoute />} />
        <Route path="promotions/:id/results" element={<SurveyResultsRoute />} />
        <Route path="chatbot" element={<ChatbotEditorRoute />} />
        <Route path="documents" element={<DocumentListRoute />} />
        <Route path="documents/:id" element={<DocumentEditorRoute />} />
        <Route
          path="screening"
          element={
            <Suspense fallback={<PageLoader />}>
              <ScreeningListRoute />
            </Suspense>
          }
        />
        <Route
          path="screening/:kind/:id"
          element={
            <Suspense fallback={<PageLoader />}>
              <ScreeningEditorRoute />
            </Suspense>
          }
        />
      </Route>
      <Route path="*" element={<Navigate to={paths.staff} replace />} />
    </Routes>
  );
}
