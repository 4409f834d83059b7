import { Accordion, List, Text } from '@mantine/core';
import type { TipList as TipListContent } from '@portal/contract/entities/education';

/** Collapsible sections with bullets (before and after donating, general tips). */
export function TipList({ content, headingOrder = 2 }: { content: TipListContent; headingOrder?: 2 | 3 }) {
  return (
    <div>
      {content.description ? <Text mb="md">{content.description}</Text> : null}
      {/* Item values become element ids: indexes, not headers with spaces. */}
      <Accordion variant="separated" order={headingOrder} multiple defaultValue={['0']}>
        {content.sections.map((section, index) => (
          <Accordion.Item key={index} value={String(index)}>
            <Accordion.Control>{section.header}</Accordion.Control>
            <Accordion.Panel>
              <List spacing="xs">
                {section.bullets.map((bullet, i) => (
                  <List.Item key={i}>{bullet.text}</List.Item>
                ))}
              </List>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}
