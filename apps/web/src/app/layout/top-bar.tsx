import { Button, UnstyledButton } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconLogout, IconMenu } from '../../components/icons/icons';
import { LanguageToggle } from '../../components/language-toggle/language-toggle';
import { Logo } from '../../components/logo/logo';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { useDeferredModule } from '../../lib/deferred-module';
import { layoutExtras } from './layout-extras-module';
import { AccountMenuButton } from './account-menu-button';
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
  const [menuOpened, setMenuOpened] = useState(false);
  const [buttonFocused, setButtonFocused] = useState(false);
  const accountMenu = useDeferredModule(
    layoutExtras,
    useCallback(() => setMenuOpened(true), []),
  );
  const AccountMenu = accountMenu.module?.AccountMenu;
  return (
    <header className={classes.topBar}>
      <Link to={paths.home} className={classes.logoLink} aria-label={tc('logoLabel', { brand: brand.name })}>
        <Logo />
      </Link>
      <div className={classes.topBarActions}>
        {AccountMenu ? (
          <AccountMenu opened={menuOpened} onChange={setMenuOpened} autoFocus={buttonFocused} />
        ) : (
          <AccountMenuButton
            aria-haspopup="menu"
            aria-expanded={false}
            onClick={accountMenu.request}
            onFocus={() => setButtonFocused(true)}
            onBlur={() => setButtonFocused(false)}
          />
        )}
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
