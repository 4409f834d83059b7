import { Button, Group, Stack, TextInput } from '@mantine/core';
import { lookupDonor } from '@portal/contract/services/registration/lookup-donor';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { paths } from '../../../config/paths';
import { useLookupDonor } from '../api/lookup-donor';
import { useRegistrationStart } from '../components/use-registration-start';

const initialValues = { donorNumber: '', identValueLast4: '', dob: '' };

/** /register/existing: donor number, last 4 digits of an identity document, date of birth (MM-DD-YYYY). */
export function RegisterExistingRoute() {
  const { t } = useTranslation('registration');
  const { t: tf } = useTranslation('forms');
  const lookup = useLookupDonor();
  const { form, submit } = useRegistrationStart({
    kind: 'existing',
    start: lookup,
    schema: lookupDonor.params,
    initialValues,
    toParams: (values) => values,
  });

  return (
    <AuthCard title={t('existing.title')} intro={t('existing.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('existing.donorNumber')}
            name="donorNumber"
            autoComplete="off"
            size="md"
            {...form.getInputProps('donorNumber')}
          />
          <TextInput
            label={t('existing.identLast4')}
            name="identValueLast4"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            size="md"
            {...form.getInputProps('identValueLast4')}
            onChange={(event) => form.setFieldValue('identValueLast4', event.currentTarget.value.replace(/\D/g, ''))}
          />
          <TextInput
            label={tf('dob')}
            description={tf('dobFormat')}
            name="dob"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="MM-DD-YYYY"
            size="md"
            {...form.getInputProps('dob')}
          />
          <Button type="submit" size="md" loading={lookup.isPending}>
            {t('continue')}
          </Button>
          <Group justify="space-between">
            <Button component={Link} to={paths.register} variant="subtle" color="gray">
              {t('back')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
