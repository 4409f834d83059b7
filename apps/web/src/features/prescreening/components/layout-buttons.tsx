import { Button, Group } from '@mantine/core';
import type { LayoutButton } from '@portal/contract/entities/prescreening';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { marketingPages, marketingUrl, type MarketingPage } from '../../../config/marketing';

function marketingPage(button: LayoutButton): MarketingPage | null {
  // Spec 2.14: a button titled Contact opens the marketing site's contact page.
  if (button.title === 'Contact') return 'contact-us';
  const page = marketingPages.find((candidate) => candidate === button.goto);
  return page ?? null;
}

/** A server layout's buttons: open a marketing page in a new tab, proceed (refresh progress), or go to an app path. */
export function LayoutButtons({ buttons, onProceed }: { buttons: LayoutButton[]; onProceed: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Group>
      {buttons.map((button) => {
        const variant = button.contained ? 'filled' : 'default';
        const page = marketingPage(button);
        if (page) {
          return (
            <Button
              key={button.title}
              component="a"
              href={marketingUrl(page)}
              target="_blank"
              rel="noopener noreferrer"
              variant={variant}
              aria-label={`${button.title} ${t('newTab')}`}
            >
              {button.title}
            </Button>
          );
        }
        const onClick = button.proceeding ? onProceed : () => void navigate(button.redirectTo ?? '/');
        return (
          <Button key={button.title} variant={variant} onClick={onClick}>
            {button.title}
          </Button>
        );
      })}
    </Group>
  );
}
