import { Button, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChevronDown, IconLogout, IconMenu } from '../../components/icons/icons';
import { LanguageToggle } from '../../components/language-toggle/language-toggle';
import { Logo } from '../../components/logo/logo';
import { brand } from '../../config/brand';
import { marketingUrl, menuMarketingPages } from '../../config/marketing';
import { accountMenu } from '../../config/menu';
import { paths } from '../../config/paths';
import { HomeCenterLink } from './home-center-link';
import classes from './donor-layout.module.css';

interface TopBarProps {
  mobileMenuOpened: boolean;
  onOpenMobileMenu: () => void;
  onLogout: () => void;
}

/** Signed-in top bar: logo, dropdown menu, home-center link, language, Logout (spec 2.4). On a phone: logo and the menu button. */
export function TopBar({ mobileMenuOpened, onOpenMobileMenu, onLogout }: TopBarProps) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation();
  return (
    <header className={classes.topBar}>
      <Link to={paths.home} className={classes.logoLink} aria-label={tc('logoLabel', { brand: brand.name })}>
        <Logo />
      </Link>
      <div className={classes.topBarActions}>
        {/* No focus placeholder: an unnamed div inside role="menu" is a critical axe failure (aria-required-children). */}
        <Menu position="bottom-end" shadow="md" width={240} withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button variant="subtle" rightSection={<IconChevronDown size={16} />} className={classes.desktopOnly}>
              {t('topBar.menu')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {accountMenu.map((item) => (
              <Menu.Item key={item.key} component={Link} to={item.to}>
                {t(`menu.${item.key}`)}
              </Menu.Item>
            ))}
            <Menu.Divider />
            {menuMarketingPages.map((page) => (
              <Menu.Item key={page} component="a" href={marketingUrl(page)} target="_blank" rel="noopener noreferrer">
                {t(`footer.links.${page}`)}
                <VisuallyHidden> {tc('newTab')}</VisuallyHidden>
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <HomeCenterLink className={`${classes.centerLink} ${classes.desktopOnly}`} />
        <LanguageToggle />
        <Button variant="subtle" leftSection={<IconLogout size={18} />} onClick={onLogout} className={classes.desktopOnly}>
          {t('topBar.logout')}
        </Button>
        <UnstyledButton
          className={`${classes.burger} ${classes.phoneOnly}`}
          aria-label={t('topBar.openMobileMenu')}
          aria-expanded={mobileMenuOpened}
          aria-haspopup="dialog"
          onClick={onOpenMobileMenu}
        >
          <IconMenu size={24} />
        </UnstyledButton>
      </div>
    </header>
  );
}
