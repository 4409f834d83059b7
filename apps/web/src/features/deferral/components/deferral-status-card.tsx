import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferralNotice } from '../../../components/donor-documents/deferral-notice';
import { paths } from '../../../config/paths';
import { formatLongDateUtc } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import { useClearDeferralStatus } from '../api/clear-deferral-status';
import { useDeferralStatus } from '../api/get-donor-deferral-status';

/**
 * Home: the donor's deferral, in plain language, with the day the donor may donate again when it is
 * temporary (beyond the spec, which shows only the status). Load failures only hide the card (spec 8).
 */
export function DeferralStatusCard() {
  const { t, i18n } = useTranslation('deferral');
  const { data } = useDeferralStatus();
  const clear = useClearDeferralStatus();
  const deferral = data?.deferralStatus;
  if (!data || !deferral) return null;
  const until = deferral.until ? formatLongDateUtc(deferral.until, currentLanguage(i18n)) : null;

  return (
    <DeferralNotice
      label={t('label')}
      heading={data.message}
      reason={deferral.reason}
      until={until ? t('until', { date: until }) : t('permanent')}
    >
      {clear.isError ? (
        <Text role="alert" c="red.8" mt="xs">
          {t('dismissFailed')}
        </Text>
      ) : null}
      <Group mt="sm">
        <Anchor component={Link} to={paths.donationTips} state={{ educationCode: deferral.code }}>
          {t('learnMore')}
        </Anchor>
        <Button size="xs" variant="default" loading={clear.isPending} onClick={() => clear.mutate({ id: deferral.id })}>
          {t('dismiss')}
        </Button>
      </Group>
    </DeferralNotice>
  );
}
