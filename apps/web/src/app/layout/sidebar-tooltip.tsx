import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

interface SidebarTooltipProps {
  label: string;
  disabled?: boolean;
  children: ReactElement;
}

/** The collapsed sidebar's label beside an icon, on hover and focus. */
export function SidebarTooltip({ label, disabled = false, children }: SidebarTooltipProps) {
  return (
    <Tooltip label={label} position="right" disabled={disabled} withArrow>
      {children}
    </Tooltip>
  );
}
