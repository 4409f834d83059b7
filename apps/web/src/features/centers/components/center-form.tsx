import { Button, Checkbox, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { AdminCenter } from '@portal/contract/services/centers/admin/list-centers-for-admin';
import { usStatesIn } from '@portal/contract/us-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../lib/gateway';
import { currentLanguage } from '../../../lib/i18n';
import { useServiceMutation } from '../../../lib/service-query';

const blank: AdminCenter = {
  locationID: 0,
  name: '',
  addressLine1: '',
  city: '',
  state: 'TX',
  zipCode: '',
  phone: '',
  timeZone: 'America/Chicago',
  marketingPageId: null,
  bookingOpen: true,
};

/** Adds a center (its number typed once) or changes one; the server checks it with the ops route's schema. */
export function CenterForm({ center, onSaved }: { center: AdminCenter | null; onSaved(name: string): void }) {
  const { t, i18n } = useTranslation('centers');
  const [values, setValues] = useState<AdminCenter>(center ?? blank);
  const [locationID, setLocationID] = useState<number | string>(center?.locationID ?? '');
  const save = useServiceMutation('location/saveCenter', {
    invalidates: ['location/listCentersForAdmin', 'staff/getMe', 'staff/searchAudit'],
    onSuccess: () => onSaved(values.name),
  });
  const fields = save.error && isGatewayError(save.error) ? save.error.fields : [];
  const fieldError = (name: string) =>
    fields.find((field) => field.path === name || field.path.endsWith(`.${name}`) || field.path === `params.center.${name}`)?.message;
  // The value is read at the event: React may run the updater later, when the event's currentTarget is already null.
  const set = (key: keyof AdminCenter) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [key]: value }));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          locationID: typeof locationID === 'number' ? locationID : Number(locationID),
          center: {
            name: values.name,
            addressLine1: values.addressLine1,
            city: values.city,
            state: values.state,
            zipCode: values.zipCode,
            phone: values.phone,
            timeZone: values.timeZone,
            marketingPageId: values.marketingPageId?.trim() ? values.marketingPageId : null,
            bookingOpen: values.bookingOpen,
          },
        });
      }}
    >
      <Stack gap="md">
        <NumberInput
          label={t('admin.number')}
          description={t('admin.numberHelp')}
          value={locationID}
          onChange={setLocationID}
          min={1}
          allowDecimal={false}
          disabled={center !== null}
          error={fieldError('locationID')}
          required
        />
        <TextInput label={t('admin.name')} value={values.name} onChange={set('name')} error={fieldError('name')} required />
        <TextInput
          label={t('admin.address')}
          value={values.addressLine1}
          onChange={set('addressLine1')}
          error={fieldError('addressLine1')}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('admin.city')} value={values.city} onChange={set('city')} error={fieldError('city')} required />
          <NativeSelect
            label={t('admin.state')}
            value={values.state}
            onChange={set('state')}
            data={usStatesIn(currentLanguage(i18n)).map((state) => ({ value: state.code, label: state.name }))}
            error={fieldError('state')}
          />
          <TextInput label={t('admin.zip')} value={values.zipCode} onChange={set('zipCode')} error={fieldError('zipCode')} required />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('admin.phone')}
            value={values.phone}
            onChange={set('phone')}
            error={fieldError('phone')}
            inputMode="numeric"
            required
          />
          <TextInput
            label={t('admin.timeZone')}
            description={t('admin.timeZoneHelp')}
            value={values.timeZone}
            onChange={set('timeZone')}
            error={fieldError('timeZone')}
            required
          />
        </SimpleGrid>
        <TextInput
          label={t('admin.marketingPage')}
          value={values.marketingPageId ?? ''}
          onChange={set('marketingPageId')}
          error={fieldError('marketingPageId')}
        />
        <Checkbox
          label={t('admin.bookingOpen')}
          checked={values.bookingOpen}
          onChange={(event) => {
            const { checked } = event.currentTarget;
            setValues((current) => ({ ...current, bookingOpen: checked }));
          }}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
