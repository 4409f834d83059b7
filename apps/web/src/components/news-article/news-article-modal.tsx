import { Accordion, Anchor, Button, List, Modal, Stack, Text, Title, type ModalProps, type TitleOrder } from '@mantine/core';
import type { Language } from '@portal/contract/languages';
import type { News, NewsBlock } from '@portal/contract/entities/marketing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/dates';
import { dialogAttributes } from '../message-modal/dialog-attributes';
import { PageLoader } from '../page-loader/page-loader';
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

/**
 * Spec 2.7 news article modal: cover, title, publish date, body blocks in index order, 'Article to expire on'. The
 * donor's notifications open it with a served article; the console's preview opens it with a draft, in the
 * language it previews (`language`) and inside its frame (`modalProps`).
 */
export function NewsArticleModal({
  news,
  language,
  onClose,
  modalProps,
}: {
  news: News | undefined;
  language: Language;
  onClose: () => void;
  modalProps?: Partial<ModalProps>;
}) {
  const { i18n } = useTranslation('notifications');
  const t = i18n.getFixedT(language, 'notifications');
  const tm = i18n.getFixedT(language, 'messages');
  const orders = useMemo(() => headingOrders(news?.content.body ?? []), [news]);

  return (
    <Modal
      attributes={dialogAttributes}
      opened
      onClose={onClose}
      size="lg"
      title={news?.content.title ?? t('readMore')}
      closeButtonProps={{ 'aria-label': tm('close') }}
      {...modalProps}
    >
      {news ? (
        <Stack gap="xs" lang={language}>
          {news.coverimage ? (
            <img src={news.coverimage} alt={t('news.coverAlt', { title: news.content.title })} className={classes.cover} />
          ) : null}
          <Text size="sm" c="gray.7">
            {t('news.published', { date: formatLongDate(news.publishDate, language) })}
          </Text>
          {news.content.body.map((block, i) => (
            <Block key={block.index} block={block} headingOrder={orders[i]} />
          ))}
          {news.expiryDate ? (
            <Text size="sm" c="gray.7">
              {t('news.expiresOn')} {formatLongDate(news.expiryDate, language)}
            </Text>
          ) : null}
          <Anchor component="button" type="button" onClick={onClose} mt="sm">
            {tm('close')}
          </Anchor>
        </Stack>
      ) : (
        <PageLoader />
      )}
    </Modal>
  );
}
