import { useTranslation } from 'react-i18next';
import { NewsArticleModal } from '../../../components/news-article/news-article-modal';
import { useCloseOnError } from '../../../components/message-modal/use-close-on-error';
import { currentLanguage } from '../../../lib/i18n';
import { useNews } from '../api/search-news-by-id';

/** The news article a notification points to, as the server serves it (404 once it leaves its publish window). */
export function NewsModal({ newsId, onClose }: { newsId: string; onClose: () => void }) {
  const { i18n } = useTranslation('notifications');
  const language = currentLanguage(i18n);
  const { data: news, error } = useNews(newsId, language);

  useCloseOnError(error, onClose);

  return <NewsArticleModal news={news} language={language} onClose={onClose} />;
}
