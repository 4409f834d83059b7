import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import {
  IconBell,
  IconCalendar,
  IconChat,
  IconClipboard,
  IconDroplet,
  IconGift,
  IconHistory,
  IconHome,
  IconLightbulb,
  IconStar,
  IconUser,
} from '../../components/icons/icons';
import { accountMenu, type AccountMenuItem } from '../../config/menu';
import { Shown } from './sidebar-shown';
import type { Tip } from './use-sidebar-tooltips';
import classes from './sidebar.module.css';

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
export const SidebarNav = memo(function SidebarNav({ open, newNotifications, onNavigate, onReferral, tip }: SidebarNavProps) {
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
