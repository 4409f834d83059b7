import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { acceptInvitation } from '@portal/contract/services/staff/members/accept-invitation';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useContractForm } from '../../../../components/contract-form/use-contract-form';
import { LanguageToggle } from '../../../../components/language-toggle/language-toggle';
import { paths } from '../../../../config/paths';
import { isGatewayError } from '../../../../lib/gateway';
import { useServiceMutation } from '../../../../lib/service-query';

type InvitationValues = { password: string; confirmPassword: string };

/** The invitation e-mail's one-time link: the invited member sets a password, then signs in. */
export function StaffInvitationRoute() {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const token = useSearchParams()[0].get('token') ?? '';
  const { form, showServerErrors } = useContractForm({
    schema: acceptInvitation.params,
    initialValues: { password: '', confirmPassword: '' },
    toParams: (values: InvitationValues) => ({ token, ...values }),
  });
  const accept = useServiceMutation('staff/acceptInvitation', { onError: (error) => showServerErrors(error) });
  const failure = accept.error ? (isGatewayError(accept.error) ? accept.error.message : tm('networkError')) : null;

  return (
    <Container size={420} py="xl" component="main">
      <Stack gap="lg">
        <LanguageToggle />
        <Title order={1}>{t('invitation.title')}</Title>
        <Paper withBorder p="lg" radius="md">
          {accept.isSuccess ? (
            <Stack>
              <Text role="status">{t('invitation.done')}</Text>
              <Anchor component={Link} to={paths.staffLogin}>
                {t('invitation.toLogin')}
              </Anchor>
            </Stack>
          ) : !token ? (
            <Text role="alert">{t('invitation.noToken')}</Text>
          ) : (
            <form onSubmit={form.onSubmit((params) => accept.mutate(params))} noValidate>
              <Stack gap="md">
                {failure && (
                  <Alert color="red" role="alert">
                    {failure}
                  </Alert>
                )}
                <PasswordInput label={t('invitation.password')} autoComplete="new-password" size="md" {...form.getInputProps('password')} />
                <PasswordInput
                  label={t('invitation.confirmPassword')}
                  autoComplete="new-password"
                  size="md"
                  {...form.getInputProps('confirmPassword')}
                />
                <Button type="submit" size="md" loading={accept.isPending}>
                  {t('invitation.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
