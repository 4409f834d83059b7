import { Anchor, Avatar, Button, Text, UnstyledButton } from '@mantine/core';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_OPEN_WIDTH } from '@portal/contract/constants';
import { detectLanguage, languageLocales } from '@portal/contract/languages';
import type { User } from '@portal/contract/entities/user';
import { lazy, Suspense, useCallback, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppStoreBadges } from '../../components/app-store-badges/app-store-badges';
import { IconChevronLeft, IconChevronRight, IconQrCode } from '../../components/icons/icons';
import { useMessageModal } from '../../components/message-modal/message-modal-context';
import { paths } from '../../config/paths';
import { formatMonthYear } from '../../lib/dates/dates';
import { currentLanguage } from '../../lib/i18n';
import { SidebarNav } from './sidebar-nav';
import { Shown } from './sidebar-shown';
import { useNotificationBadge } from './use-notification-badge';
import { useSidebarTooltips } from './use-sidebar-tooltips';
import classes from './sidebar.module.css';

const ReferralModal = lazy(() =>
  import('../../features/referral/components/referral-modal').then((module) => ({ default: module.ReferralModal })),
);

export function initials(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase();
}

interface SidebarProps {
  user: User;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

// Issue 36: "Member since" is a signed-in page's first date, and a page's first `Intl.DateTimeFormat` loads the locale's
// calendar data: 40–50 ms of the page's thread on this machine, 160–250 ms at 4× slowdown, in one task. A worker makes
// the same formats on a thread of its own while the page's chunks arrive (`date-formats.worker.ts`); what it loads is
// kept for the whole renderer process, and the page's first date format then takes under 3 ms. No workers, or refused
// (a policy, a sandbox): the page's first date format loads the data itself, as before.
if (typeof document !== 'undefined') {
  try {
    new Worker(new URL('../../lib/dates/date-formats.worker.ts', import.meta.url), {
      name: languageLocales[detectLanguage(document.documentElement.lang)],
    });
  } catch {
    // Made on the page's thread at the first render.
  }
}

/** Left sidebar: photo or initials, name, 'Member since', menu, download-app block; 250px open, 64px collapsed. */
export function Sidebar({ user, open, onToggle, onNavigate }: SidebarProps) {
  const { t, i18n } = useTranslation('layout');
  const { showQrCode } = useMessageModal();
  const memberSince = formatMonthYear(user.creationTS, currentLanguage(i18n));
  const width = open ? SIDEBAR_OPEN_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  const newNotifications = useNotificationBadge(user.donorID);
  const [referralOpened, setReferralOpened] = useState(false);
  const openReferral = useCallback(() => setReferralOpened(true), [setReferralOpened]);
  const tooltips = useSidebarTooltips();

  return (
    <aside
      className={classes.slot}
      aria-label={t('sidebar.label')}
      data-open={open}
      style={{ '--sidebar-width': `${width}px` } as CSSProperties}
    >
      <div className={classes.panel}>
        <UnstyledButton
          className={classes.toggle}
          onClick={onToggle}
          aria-expanded={open}
          aria-controls="sidebar-content"
          aria-label={t('sidebar.toggle')}
        >
          {open ? <IconChevronLeft /> : <IconChevronRight />}
        </UnstyledButton>
        <div id="sidebar-content" className={classes.content} onFocus={tooltips.onFocus} onBlur={tooltips.onBlur}>
          <div className={classes.profile}>
            <Avatar src={user.donorThumbnailPath} alt="" size={open ? 72 : 40} radius="xl" color="brand" variant="filled">
              {initials(user)}
            </Avatar>
            <Shown open={open} block className={classes.profileText}>
              <Text fw={700} className={classes.name}>
                {user.fullName}
              </Text>
              {memberSince ? (
                <Text size="sm" c="dimmed">
                  {t('sidebar.memberSince', { date: memberSince })}
                </Text>
              ) : null}
            </Shown>
          </div>

          <SidebarNav
            open={open}
            newNotifications={newNotifications}
            onNavigate={onNavigate}
            onReferral={openReferral}
            tip={tooltips.tip}
          />
          {referralOpened ? (
            <Suspense fallback={null}>
              <ReferralModal onClose={() => setReferralOpened(false)} />
            </Suspense>
          ) : null}

          <div className={classes.download}>
            {open ? (
              <>
                <Text fw={700}>{t('sidebar.downloadTitle')}</Text>
                <Text size="sm" c="dimmed">
                  {t('sidebar.downloadText')}
                </Text>
                <Anchor component={Link} to={paths.appointmentsBook} size="sm" fw={700} display="block" mb="sm" onClick={onNavigate}>
                  {t('sidebar.bookOnline')}
                </Anchor>
                <AppStoreBadges direction="column" />
                <Button variant="light" fullWidth mt="sm" leftSection={<IconQrCode size={18} />} onClick={showQrCode}>
                  {t('sidebar.showQr')}
                </Button>
              </>
            ) : (
              tooltips.tip(
                t('sidebar.showQr'),
                <UnstyledButton className={classes.iconButton} onClick={showQrCode} aria-label={t('sidebar.showQr')}>
                  <IconQrCode size={22} />
                </UnstyledButton>,
              )
            )}
          </div>
        </div>
      </div>
    </aside>
  );
}
