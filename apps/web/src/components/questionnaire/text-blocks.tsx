import { List, Text, Title } from '@mantine/core';
import type { TextBlock } from '@portal/contract/entities/prescreening';

const headingOrder = { H1: 2, H2: 2, H3: 3, H4: 4, H5: 5 } as const;

/**
 * Comprehension text above a literacy page's questions. The page's own heading is level 1, so the
 * server's H1 and H2 both become level 2: headings stay in order for screen readers.
 */
export function TextBlocks({ blocks }: { blocks: TextBlock[] }) {
  return (
    <div>
      {blocks.map((block, index) => {
        const style = { marginBottom: block.marginBottom ?? 8 };
        if (block.tag === 'Body') {
          return (
            <Text key={index} style={style}>
              {block.text}
            </Text>
          );
        }
        if (block.tag === 'bullets') {
          return (
            <List key={index} style={style}>
              {(block.bullets ?? []).map((bullet, bulletIndex) => (
                <List.Item key={bulletIndex} style={{ marginBottom: bullet.marginBottom ?? 0 }}>
                  {bullet.text}
                </List.Item>
              ))}
            </List>
          );
        }
        return (
          <Title key={index} order={headingOrder[block.tag]} size={block.tag === 'H1' ? 'h2' : undefined} style={style}>
            {block.text}
          </Title>
        );
      })}
    </div>
  );
}
