import { AppShell, Burger, Button, Group, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageToggle } from '../../../components/language-toggle/language-toggle';
import { paths } from '../../../config/paths';
import { callAnyService } from '../../../lib/service-query';
import { staffSession } from '../../../lib/staff-session';
import { useStaffMe } from '../api/sign-in/get-me';
import { navFor } from './console-nav';

/** The console's frame: a header with the staff member and sign-out, the menu of their role, and the page. */
export function ConsoleLayout() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const me = useStaffMe();
  const [menuOpen, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  // An admin requires a second factor this member has not enrolled: nothing but the enrolment opens (the server
  // refuses every other staff service too).
  const mustEnrol = me.data?.staff.totpEnrolmentRequired === true;

  const signOut = async () => {
    const reply = await callAnyService('staff/logout', {}).catch(() => null);
    staffSession.end();
    // After a single sign-on the provider's session ends too; it sends the browser back to the sign-in screen.
    if (reply?.endSessionUrl) window.location.assign(reply.endSessionUrl);
    else void navigate(paths.staffLogin, { replace: true });
  };

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpen } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.menu')} />
            <Text fw={700}>{t('nav.console')}</Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {me.data ? (
              <Text size="sm" visibleFrom="sm">
                {me.data.staff.displayName} · {t(`roles.${me.data.staff.role}`)}
              </Text>
            ) : null}
            <LanguageToggle />
            <Button variant="default" size="xs" onClick={() => void signOut()}>
              {t('home.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.menu')} style={{ overflowY: 'auto' }}>
        {me.data ? (
          (mustEnrol ? [] : navFor(me.data.staff.role)).map((item) => (
            <NavLink
              key={item.path}
              component={RouterNavLink}
              to={item.path === '' ? paths.staff : `${paths.staff}/${item.path}`}
              end
              label={t(`nav.${item.label}`)}
              onClick={menu.close}
            />
          ))
        ) : (
          <Stack aria-busy="true">
            <Skeleton height={32} />
            <Skeleton height={32} />
          </Stack>
        )}
      </AppShell.Navbar>
      <AppShell.Main>
        {mustEnrol && pathname !== paths.staffSecondFactor ? <Navigate to={paths.staffSecondFactor} replace /> : <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
