import { Accordion, Anchor, Button, List, Modal, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { NewsBlock } from '@portal/contract/entities/marketing';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogAttributes } from '../../../components/message-modal/dialog-attributes';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { currentLanguage } from '../../../lib/i18n';
import { useNews } from '../api/search-news-by-id';
import { formatLongDate } from '../utils/format-date';
import { headingOrders } from '../utils/heading-orders';
import classes from './notifications.module.css';

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

/** Spec 2.7 news article modal: cover, title, publish date, body blocks in index order, 'Article to expire on'. */
export function NewsModal({ newsId, onClose }: { newsId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const { t: tm } = useTranslation('messages');
  const language = currentLanguage(i18n);
  const { data: news, error } = useNews(newsId, language);
  const { showMessage } = useMessageModal();
  const orders = useMemo(() => headingOrders(news?.content.body ?? []), [news]);

  useEffect(() => {
    if (error) {
      showMessage({ kind: 'danger', message: error.message });
      onClose();
    }
  }, [error, onClose, showMessage]);

  return (
    <Modal
      attributes={dialogAttributes}
      opened
      onClose={onClose}
      size="lg"
      title={news?.content.title ?? t('readMore')}
      closeButtonProps={{ 'aria-label': tm('close') }}
    >
      {news ? (
        <Stack gap="xs">
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
