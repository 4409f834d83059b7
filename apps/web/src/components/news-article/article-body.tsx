import { Accordion, Button, List, Text, Title, type TitleOrder } from '@mantine/core';
import type { NewsBlock } from '@portal/contract/entities/marketing';
import { useMemo } from 'react';
import { headingOrders } from './heading-orders';
import classes from './news-article.module.css';

function Block({ block, headingOrder }: { block: NewsBlock; headingOrder: TitleOrder | undefined }) {
  const style = { marginBottom: block.marginBottom };
  switch (block.tag) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
      return (
        <Title order={headingOrder ?? 6} style={style}>
          {block.text}
        </Title>
      );
    case 'bullet':
      return (
        <List style={style}>
          <List.Item>{block.text}</List.Item>
        </List>
      );
    case 'img':
      return block.url ? <img src={block.url} alt={block.text} className={classes.blockImage} style={style} /> : null;
    case 'linkbutton':
      return block.url ? (
        <Button component="a" href={block.url} target="_blank" rel="noopener noreferrer" variant="light" style={style}>
          {block.text}
        </Button>
      ) : null;
    case 'accordion':
      return (
        <Accordion variant="contained" style={style}>
          <Accordion.Item value={String(block.index)}>
            <Accordion.Control>{block.title ?? block.text}</Accordion.Control>
            <Accordion.Panel>{block.text}</Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      );
    default:
      return <Text style={style}>{block.text}</Text>;
  }
}

/** Body blocks in index order (spec 3 "News" kinds), headings placed under the dialog's title: news and promotions. */
export function ArticleBody({ body }: { body: readonly NewsBlock[] }) {
  const orders = useMemo(() => headingOrders(body), [body]);
  return (
    <>
      {body.map((block, i) => (
        <Block key={block.index} block={block} headingOrder={orders[i]} />
      ))}
    </>
  );
}
