import { Anchor, Stack, Text } from '@mantine/core';
import type { News } from '@portal/contract/entities/marketing';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/dates/dates';
import { ArticleBody } from './article-body';
import { ArticleModal, type ArticleModalProps } from './article-modal';
import classes from './news-article.module.css';

/**
 * Spec 2.7 news article modal: cover, title, publish date, body blocks in index order, 'Article to expire on'. The
 * donor's notifications open it with a served article; the console's preview opens it with a draft, in the
 * language it previews (`language`) and inside its frame (`modalProps`).
 */
export function NewsArticleModal({ news, language, onClose, modalProps }: ArticleModalProps & { news: News | undefined }) {
  const { i18n } = useTranslation('notifications');
  const t = i18n.getFixedT(language, 'notifications');
  const tm = i18n.getFixedT(language, 'messages');

  return (
    <ArticleModal title={news?.content.title} language={language} onClose={onClose} modalProps={modalProps}>
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
      ) : undefined}
    </ArticleModal>
  );
}
