import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ExternalLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
  className?: string;
  title?: string | undefined;
  onClick?: () => void;
}

/** A link that opens in a new tab without giving the page access to this one, and says so to screen readers. */
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {t('newTab')}</VisuallyHidden>
    </Anchor>
  );
}
