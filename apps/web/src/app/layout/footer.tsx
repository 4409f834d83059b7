import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppStoreBadges } from '../../components/app-store-badges/app-store-badges';
import { ExternalLink } from '../../components/external-link/external-link';
import { Logo } from '../../components/logo/logo';
import { brand } from '../../config/brand';
import { footerSections, legalPages, marketingUrl } from '../../config/marketing';
import classes from './footer.module.css';

const sectionKeys = Object.keys(footerSections) as (keyof typeof footerSections)[];

/** Company pages, social networks, app badges and legal links, all opening in a new tab (spec 1, 2.4). */
export function Footer() {
  const { t } = useTranslation('layout');
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.brand}>
          <Logo inverted />
          <Text className={classes.support}>
            {t('footer.support')} <span className={classes.phone}>{brand.supportPhone}</span>
          </Text>
        </div>
        <nav aria-label={t('footer.navLabel')} className={classes.columns}>
          {sectionKeys.map((section) => (
            <div key={section}>
              <h2 className={classes.heading}>{t(`footer.sections.${section}`)}</h2>
              <ul className={classes.list}>
                {footerSections[section].map((page) => (
                  <li key={page}>
                    <ExternalLink className={classes.link} href={marketingUrl(page)}>
                      {t(`footer.links.${page}`)}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className={classes.heading}>{t('footer.social')}</h2>
            <ul className={classes.list}>
              {brand.socialLinks.map((link) => (
                <li key={link.url}>
                  <ExternalLink className={classes.link} href={link.url}>
                    {link.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={classes.heading}>{t('footer.download')}</h2>
            <AppStoreBadges direction="column" />
          </div>
        </nav>
        <div className={classes.legal}>
          <ul className={classes.legalList} aria-label={t('footer.legalLabel')}>
            {legalPages.map((page) => (
              <li key={page}>
                <ExternalLink className={classes.link} href={marketingUrl(page)}>
                  {t(`footer.links.${page}`)}
                </ExternalLink>
              </li>
            ))}
          </ul>
          {/* A page prerendered last year (decision 052) keeps its year until the footer draws again, without a mismatch. */}
          <Text size="sm" suppressHydrationWarning>
            {t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
          </Text>
        </div>
      </div>
    </footer>
  );
}
