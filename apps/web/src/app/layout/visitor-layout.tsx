import { Anchor, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../components/language-toggle/language-toggle';
import { Logo } from '../../components/logo/logo';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { Footer } from './footer';
import { PageOutlet } from './page-outlet';
import { MAIN_CONTENT_ID } from './skip-link';
import classes from './visitor-layout.module.css';

/** Visitors (no token) see only the marketing header and the footer (spec 1). */
export function VisitorLayout() {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');
  // Spec 2.3: the visitors' donor-care form sits closer to the header.
  const compact = useLocation().pathname === paths.visitorDonorCareForm;
  return (
    <>
      <header className={classes.header}>
        <Link to={paths.home} className={classes.logoLink} aria-label={t('logoLabel', { brand: brand.name })}>
          <Logo />
        </Link>
        <Group gap="md" wrap="nowrap">
          <Anchor component={Link} to={paths.findCenter} className={classes.centerLink}>
            {tl('topBar.findCenter')}
          </Anchor>
          <LanguageToggle />
        </Group>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={compact ? `${classes.main} ${classes.compact}` : classes.main}>
        <PageOutlet />
      </main>
      <Footer />
    </>
  );
}
