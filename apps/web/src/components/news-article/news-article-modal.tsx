import { Anchor, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import type { Language } from '@portal/contract/languages';
import type { News } from '@portal/contract/entities/marketing';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/dates/dates';
import { dialogAttributes } from '../message-modal/dialog-attributes';
import { PageLoader } from '../page-loader/page-loader';
import { ArticleBody } from './article-body';
import classes from './news-article.module.css';

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
          <ArticleBody body={news.content.body} />
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
