import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/** Text shown when the sidebar is open and kept for screen readers when it is collapsed. */
export function Shown({
  open,
  block = false,
  className,
  children,
}: {
  open: boolean;
  block?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const Tag = block ? 'div' : 'span';
  return open ? <Tag className={className}>{children}</Tag> : <VisuallyHidden component={Tag}>{children}</VisuallyHidden>;
}
