import { Accordion, Text } from '@mantine/core';
import type { TipScreen, TipsMainLayout } from '@portal/contract/entities/education';
import type { ReactNode } from 'react';

/** Spec 2.12's main tips list: one collapsible entry per button, opening the screen it names (`panel`). */
export function TipsMenu({ layout, panel }: { layout: TipsMainLayout; panel: (screen: TipScreen) => ReactNode }) {
  return (
    <Accordion variant="separated" order={2}>
      {layout.buttons.map((button, index) => (
        <Accordion.Item key={index} value={button.redirectTo}>
          <Accordion.Control>
            {button.name}
            {button.description ? (
              <Text size="sm" c="dark.4" fw={400}>
                {button.description}
              </Text>
            ) : null}
          </Accordion.Control>
          <Accordion.Panel>{panel(button.redirectTo)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
