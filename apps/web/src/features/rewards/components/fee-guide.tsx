import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';
import { isGatewayError } from '../../../lib/gateway';
import { useFeeLayout } from '../api/get-fee-structure-layout';
import { Loading } from './rewards-page';
import { FeeLayoutView } from '../../../components/donor-documents/fee-layout-view';

/** Spec 2.13: the fee guide of the donor's stage. A 400 shows the server's error; anything else 'serviceUnavailable'. */
export function FeeGuide() {
  const { t } = useTranslation('rewards');
  const fee = useFeeLayout();
  if (fee.isPending) return <Loading />;
  if (fee.isError) {
    const badRequest = isGatewayError(fee.error) && fee.error.status === 400;
    return (
      <Alert color="red" role="alert" title={badRequest ? undefined : t('feeGuide.serviceUnavailable')}>
        {badRequest ? fee.error.message : t('feeGuide.serviceUnavailableDesc', { brand: brand.name })}
      </Alert>
    );
  }
  return <FeeLayoutView layout={fee.data.layout} />;
}
