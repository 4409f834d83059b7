import { Alert, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { isGatewayError } from '../../lib/gateway';
import { SectionPanel } from '../section-panel/section-panel';

interface PublishPanelLayoutProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** The state of what is published (a badge), beside the heading. */
  badge?: ReactNode;
  /** What the panel says and asks before its buttons. */
  children: ReactNode;
  /** The last publish (or retire) call's failure: the server's message, above the buttons. */
  error?: unknown;
  /** The buttons, in a row. */
  actions?: ReactNode;
}

/** A console panel that publishes what its page edits: heading and state, what publishing does, the server's refusal, the buttons. */
export function PublishPanelLayout({ titleId, title, badge, children, error, actions }: PublishPanelLayoutProps) {
  return (
    <SectionPanel titleId={titleId} title={title} aside={badge}>
      {children}
      {error && isGatewayError(error) ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      {actions === undefined ? null : <Group>{actions}</Group>}
    </SectionPanel>
  );
}
