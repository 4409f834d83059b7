import { useTranslation } from 'react-i18next';
import { MembershipRulesView } from '../../../components/donor-documents/membership-rules-view';
import { paths } from '../../../config/paths';
import { isGatewayError } from '../../../lib/gateway';
import { useMembershipRules } from '../api/get-membership-rules';
import { LoadError, Loading, RewardsPage } from '../components/rewards-page';

/** `/rewards/membership`: the four levels from the server; on failure its message (`cmessage`) or 'membershipError'. */
export function MembershipRoute() {
  const { t } = useTranslation('rewards');
  const { t: tm } = useTranslation('messages');
  const rules = useMembershipRules();
  const title = rules.data?.content.title ?? t('menu.membership');
  return (
    <RewardsPage title={title} back={paths.rewards}>
      {rules.isPending ? (
        <Loading />
      ) : rules.isError ? (
        <LoadError
          message={isGatewayError(rules.error) && rules.error.status > 0 ? rules.error.message : tm('membershipError')}
          onRetry={() => void rules.refetch()}
        />
      ) : (
        <MembershipRulesView content={rules.data.content} />
      )}
    </RewardsPage>
  );
}
