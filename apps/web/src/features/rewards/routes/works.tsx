import { useTranslation } from 'react-i18next';
import { RewardWorksSections } from '../../../components/donor-documents/reward-works-sections';
import { paths } from '../../../config/paths';
import { useRewardWorks } from '../api/get-reward-works';
import { FeeGuide } from '../components/fee-guide';
import { LoadError, Loading, RewardsPage } from '../components/rewards-page';

/** `/rewards/works`: how rewards work (stored copy) and the fee guide. */
export function WorksRoute() {
  const { t } = useTranslation('rewards');
  const works = useRewardWorks();
  return (
    <RewardsPage title={works.data?.content.title ?? t('menu.works')} back={paths.rewards}>
      {works.isPending ? (
        <Loading />
      ) : works.isError ? (
        <LoadError onRetry={() => void works.refetch()} />
      ) : (
        <RewardWorksSections content={works.data.content} />
      )}
      <FeeGuide />
    </RewardsPage>
  );
}
