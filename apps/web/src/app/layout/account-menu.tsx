import { Menu, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { marketingUrl, menuMarketingPages } from '../../config/marketing';
import { accountMenu } from '../../config/menu';
import { AccountMenuButton } from './account-menu-button';

interface AccountMenuProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The button stands in for the one the page showed while this menu loaded, which had the focus. */
  autoFocus: boolean;
}

/** The top bar's dropdown menu on a computer: the account pages and the company's pages (spec 2.4). */
export function AccountMenu({ opened, onChange, autoFocus }: AccountMenuProps) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation();
  return (
    // No focus placeholder: an unnamed div inside role="menu" is a critical axe failure (aria-required-children).
    <Menu opened={opened} onChange={onChange} position="bottom-end" shadow="md" width={240} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <AccountMenuButton autoFocus={autoFocus} />
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
  );
}
