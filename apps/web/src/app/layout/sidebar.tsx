import { Anchor, Avatar, Button, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_OPEN_WIDTH } from '@portal/contract/constants';
import type { User } from '@portal/contract/entities/user';
import { lazy, memo, Suspense, useCallback, useState, type CSSProperties, type FocusEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { AppStoreBadges } from '../../components/app-store-badges/app-store-badges';
import { paths } from '../../config/paths';
import {
  IconBell,
  IconChat,
  IconChevronLeft,
  IconChevronRight,
  IconClipboard,
  IconDroplet,
  IconGift,
  IconHistory,
  IconHome,
  IconLightbulb,
  IconQrCode,
  IconStar,
  IconUser,
  IconCalendar,
} from '../../components/icons/icons';
import { useMessageModal } from '../../components/message-modal/message-modal-context';
import { accountMenu, type AccountMenuItem } from '../../config/menu';
import { formatMonthYear } from '../../lib/dates';
import { useDeferredModule } from '../../lib/deferred-module';
import { layoutExtras } from './layout-extras-module';
import { currentLanguage } from '../../lib/i18n';
import classes from './sidebar.module.css';

import { useNotificationBadge } from './use-notification-badge';

const ReferralModal = lazy(() =>
  import('../../features/referral/components/referral-modal').then((module) => ({ default: module.ReferralModal })),
);

type Tip = (label: string, child: ReactElement, disabled?: boolean) => ReactElement;

/**
 * The sidebar's tooltips once their code is there. They come in when nothing in the sidebar has the focus: wrapping a
 * link in its tooltip draws the link anew, which would drop the focus of a keyboard already on it.
 */
function useTooltips(): { tip: Tip; onFocus: () => void; onBlur: (event: FocusEvent<HTMLElement>) => void } {
  const SidebarTooltip = useDeferredModule(layoutExtras).module?.SidebarTooltip;
  const [focused, setFocused] = useState(false);
  const [shown, setShown] = useState(false);
  if (SidebarTooltip && !focused && !shown) setShown(true);
  const tip = useCallback<Tip>(
    (label, child, disabled) =>
      shown && SidebarTooltip ? (
        <SidebarTooltip label={label} disabled={disabled}>
          {child}
        </SidebarTooltip>
      ) : (
        child
      ),
    [shown, SidebarTooltip],
  );
  return {
    tip,
    onFocus: () => setFocused(true),
    // Focus moving from one link to the next stays inside.
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
}

const menuIcons: Record<AccountMenuItem['icon'], typeof IconHome> = {
  home: IconHome,
  history: IconHistory,
  calendar: IconCalendar,
  contact: IconChat,
  user: IconUser,
  bell: IconBell,
  clipboard: IconClipboard,
  droplet: IconDroplet,
  lightbulb: IconLightbulb,
  gift: IconGift,
  star: IconStar,
};

export function initials(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase();
}

/** Text shown when the sidebar is open and kept for screen readers when it is collapsed. */
function Shown({ open, block = false, className, children }: { open: boolean; block?: boolean; className?: string; children: ReactNode }) {
  const Tag = block ? 'div' : 'span';
  return open ? <Tag className={className}>{children}</Tag> : <VisuallyHidden component={Tag}>{children}</VisuallyHidden>;
}

interface SidebarProps {
  user: User;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
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
  const tooltips = useTooltips();

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

interface SidebarNavProps {
  open: boolean;
  newNotifications: boolean;
  onNavigate: () => void;
  onReferral: () => void;
  tip: Tip;
}

/**
 * The sidebar's menu, drawn again only when what it shows changes: its dozen tooltips cost more to render than the
 * rest of the layout, which renders again as each of the page's queries answers.
 */
const SidebarNav = memo(function SidebarNav({ open, newNotifications, onNavigate, onReferral, tip }: SidebarNavProps) {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('sidebar.navLabel')}>
      <ul className={classes.menu}>
        {accountMenu.map((item) => {
          const ItemIcon = menuIcons[item.icon];
          const label = t(`menu.${item.key}`);
          return (
            <li key={item.key}>
              {tip(
                label,
                <NavLink to={item.to} end className={classes.menuLink} onClick={onNavigate}>
                  <span className={classes.iconSlot}>
                    <ItemIcon size={22} />
                    {item.key === 'notifications' && newNotifications ? (
                      <span className={classes.dot} data-testid="notifications-dot" />
                    ) : null}
                  </span>
                  <Shown open={open}>{label}</Shown>
                  {item.key === 'notifications' && newNotifications ? <VisuallyHidden>{t('menu.newNotifications')}</VisuallyHidden> : null}
                </NavLink>,
                open,
              )}
            </li>
          );
        })}
        <li>
          {tip(
            t('sidebar.referral'),
            <UnstyledButton className={classes.menuLink} onClick={onReferral}>
              <span className={classes.iconSlot}>
                <IconGift size={22} />
              </span>
              <Shown open={open}>{t('sidebar.referral')}</Shown>
            </UnstyledButton>,
            open,
          )}
        </li>
      </ul>
    </nav>
  );
});
