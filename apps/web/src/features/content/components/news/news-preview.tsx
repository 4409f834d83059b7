import type { NewsFields } from '@portal/contract/entities/content';
import type { News } from '@portal/contract/entities/marketing';
import type { Language } from '@portal/contract/languages';
import { newsBodyIn } from '@portal/contract/rules/news-body';
import { useTranslation } from 'react-i18next';
import { NewsArticleModal } from '../../../../components/news-article/news-article-modal';
import { PreviewFrame } from '../../../../components/content-editor/preview-frame';

/** The draft as the server would serve it in one language: the donor's modal gets exactly this shape. */
function draftNews(fields: NewsFields, language: Language, publishAt: string | null, expireAt: string | null): News {
  return {
    newsID: 'preview',
    category: fields.category,
    content: { title: fields.title[language], body: newsBodyIn(fields.blocks, language) },
    publishDate: publishAt ?? new Date().toISOString(),
    expiryDate: expireAt,
    thumbnail: fields.coverImage || null,
    coverimage: fields.coverImage || null,
  };
}

/** The article as donors will read it: the real news modal of their notifications with the form's draft. */
export function NewsPreview({ fields, publishAt, expireAt }: { fields: NewsFields; publishAt: string | null; expireAt: string | null }) {
  const { t } = useTranslation('content');
  return (
    <PreviewFrame
      note={t('preview.note')}
      testId="news-preview"
      render={(language, modalProps, onClose) => (
        <NewsArticleModal
          news={draftNews(fields, language, publishAt, expireAt)}
          language={language}
          onClose={onClose}
          modalProps={modalProps}
        />
      )}
    />
  );
}
