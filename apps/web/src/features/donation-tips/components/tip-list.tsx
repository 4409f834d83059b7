import { Accordion, List, Text } from '@mantine/core';
import type { TipList as TipListContent } from '@portal/contract/entities/education';

/** Collapsible sections with bullets (before and after donating, general tips). */
export function TipList({ content, headingOrder = 2 }: { content: TipListContent; headingOrder?: 2 | 3 }) {
  return (
    <div>
      {content.description ? <Text mb="md">{content.description}</Text> : null}
      <Accordion variant="separated" order={headingOrder} multiple defaultValue={content.sections[0] ? [content.sections[0].header] : []}>
        {content.sections.map((section) => (
          <Accordion.Item key={section.header} value={section.header}>
            <Accordion.Control>{section.header}</Accordion.Control>
            <Accordion.Panel>
              <List spacing="xs">
                {section.bullets.map((bullet) => (
                  <List.Item key={bullet.text}>{bullet.text}</List.Item>
                ))}
              </List>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}
