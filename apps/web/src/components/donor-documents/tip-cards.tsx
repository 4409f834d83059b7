import { Image, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { TipCards as TipCardsContent } from '@portal/contract/entities/education';

/** During the donation: a grid of cards. */
export function TipCards({ content }: { content: TipCardsContent }) {
  return (
    <div>
      {content.description ? <Text mb="md">{content.description}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {content.cards.map((card, index) => (
          <Paper key={index} withBorder p="lg">
            {card.img ? <Image src={card.img} alt="" w={56} mb="sm" /> : null}
            <Title order={2} size="h4">
              {card.header}
            </Title>
            <Text mt="xs">{card.body}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </div>
  );
}
