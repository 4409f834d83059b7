import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { isGatewayError } from '../../../lib/gateway';
import { PrescreeningDone } from './prescreening-done';

export type ClosedReason = 'notForYou' | 'notYet';

/** 403: not a new donor; 409: an earlier step comes first. Other failures are not about the step being closed. */
export function closedReason(error: unknown): ClosedReason | null {
  if (!isGatewayError(error)) return null;
  if (error.status === 403) return 'notForYou';
  return error.status === 409 ? 'notYet' : null;
}

/** Why a pre-screening step will not open, and the way to the pre-screening page, which shows her status or her step. */
export function StepClosed({ reason }: { reason: ClosedReason }) {
  const { t } = useTranslation('prescreening');
  return (
    <PrescreeningDone
      title={t(`closed.${reason}Title`)}
      lines={[t(`closed.${reason}Text`)]}
      homeLabel={t(reason === 'notForYou' ? 'closed.seeStatus' : 'goToPrescreening')}
      layout={null}
      to={paths.assessment}
    />
  );
}
