import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

interface SidebarTooltipProps {
  label: string;
  children: ReactElement;
}

/** The collapsed sidebar's label beside an icon, on hover and focus. */
export function SidebarTooltip({ label, children }: SidebarTooltipProps) {
  return (
    <Tooltip label={label} position="right" withArrow>
      {children}
    </Tooltip>
  );
}
