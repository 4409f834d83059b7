import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { paths } from '../../../config/paths';

interface RegistrationStartFormProps {
  title: string;
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  loading: boolean;
  /** The new pre-donor's form waits for its captcha. */
  disabled?: boolean;
  children: ReactNode;
}

/** The card of both first registration steps: their fields, Continue, and Back to the choice of registration. */
export function RegistrationStartForm({ title, intro, onSubmit, loading, disabled = false, children }: RegistrationStartFormProps) {
  const { t } = useTranslation('registration');
  return (
    <AuthCard title={title} intro={intro}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Button type="submit" size="md" loading={loading} disabled={disabled}>
            {t('continue')}
          </Button>
          <Group>
            <Button component={Link} to={paths.register} variant="subtle" color="gray">
              {t('back')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
