import { Button, Collapse, Drawer, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AppStoreBadges } from '../../components/app-store-badges/app-store-badges';
import { IconChevronDown, IconLogout, IconQrCode } from '../../components/icons/icons';
import { useMessageModal } from '../../components/message-modal/message-modal-context';
import { footerSections, marketingUrl } from '../../config/marketing';
import { accountMenu } from '../../config/menu';
import { useUser } from '../../lib/session/session-context';
import { HomeCenterLink } from './home-center-link';
import { useNotificationBadge } from './use-notification-badge';
import classes from './mobile-menu.module.css';
import { dialogAttributes } from '../../components/message-modal/dialog-attributes';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** Phone overlay menu: log out, center link, collapsible Menu, account items, Download App (spec 2.4). */
export function MobileMenu({ opened, onClose, onLogout }: MobileMenuProps) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation();
  const { t: tm } = useTranslation('messages');
  const { showQrCode } = useMessageModal();
  const [menuOpened, menu] = useDisclosure(false);
  // The same red dot as the sidebar's (spec 4); the query is shared, so no second request.
  const newNotifications = useNotificationBadge(useUser().donorID);
  const marketingPages = [...footerSections.donating, ...footerSections.company, ...footerSections.help];

  return (
    <Drawer
      attributes={dialogAttributes}
      opened={opened}
      onClose={onClose}
      position="right"
      size="100%"
      title={t('mobileMenu.title')}
      closeButtonProps={{ 'aria-label': tm('close') }}
    >
      <Stack gap="lg">
        <Button variant="light" leftSection={<IconLogout size={18} />} onClick={onLogout} justify="flex-start">
          {t('mobileMenu.logout')}
        </Button>

        <HomeCenterLink className={classes.centerLink} onClick={onClose} />

        <section>
          <UnstyledButton
            className={classes.sectionToggle}
            onClick={menu.toggle}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu-marketing"
          >
            <span>{t('mobileMenu.menu')}</span>
            <IconChevronDown size={18} className={classes.chevron} data-open={menuOpened} />
          </UnstyledButton>
          <Collapse expanded={menuOpened} id="mobile-menu-marketing">
            <ul className={classes.list}>
              {marketingPages.map((page) => (
                <li key={page}>
                  <a className={classes.item} href={marketingUrl(page)} target="_blank" rel="noopener noreferrer">
                    {t(`footer.links.${page}`)}
                    <VisuallyHidden> {tc('newTab')}</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          </Collapse>
        </section>

        <section aria-labelledby="mobile-menu-account">
          <Text id="mobile-menu-account" fw={700} className={classes.sectionTitle}>
            {t('mobileMenu.account')}
          </Text>
          <ul className={classes.list}>
            {accountMenu.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end className={classes.item} onClick={onClose}>
                  {t(`menu.${item.key}`)}
                  {item.key === 'notifications' && newNotifications ? (
                    <>
                      <span className={classes.dot} data-testid="notifications-dot" />
                      <VisuallyHidden>{t('menu.newNotifications')}</VisuallyHidden>
                    </>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="mobile-menu-download">
          <Text id="mobile-menu-download" fw={700} className={classes.sectionTitle}>
            {t('mobileMenu.downloadApp')}
          </Text>
          <AppStoreBadges />
          <Button variant="subtle" mt="sm" leftSection={<IconQrCode size={18} />} onClick={showQrCode}>
            {t('sidebar.showQr')}
          </Button>
        </section>
      </Stack>
    </Drawer>
  );
}
