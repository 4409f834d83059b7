import { Alert, Button, Group, NumberInput } from '@mantine/core';
import { MAX_POINTS_PER_DOLLAR } from '@portal/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgramSettings, useUpdateProgramSettings } from '../../rewards/api/program-settings';

/** Admins: the program's points per dollar, which the store prices at and the liability is valued at (audited). */
export function PointsRateForm() {
  const { t } = useTranslation('insights');
  const settings = useProgramSettings();
  const update = useUpdateProgramSettings();
  const [draft, setDraft] = useState<number | string | null>(null);
  const value = draft ?? settings.data?.settings.pointsPerDollar ?? '';
  const save = () => update.mutate({ pointsPerDollar: Number(value) }, { onSuccess: () => setDraft(null) });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('points.rate')}
          description={t('points.rateHelp')}
          w={260}
          min={1}
          max={MAX_POINTS_PER_DOLLAR}
          allowDecimal={false}
          clampBehavior="none"
          value={value}
          onChange={setDraft}
          disabled={!settings.data}
        />
        <Button type="submit" variant="default" loading={update.isPending} disabled={draft === null}>
          {t('points.saveRate')}
        </Button>
      </Group>
      {update.isError && (
        <Alert color="red" role="alert" mt="xs">
          {update.error.message}
        </Alert>
      )}
    </form>
  );
}
