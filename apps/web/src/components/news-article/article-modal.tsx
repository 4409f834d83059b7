import { Modal, type ModalProps } from '@mantine/core';
import type { Language } from '@portal/contract/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogAttributes } from '../message-modal/dialog-attributes';
import { PageLoader } from '../page-loader/page-loader';

/** What the news and promotion modals take alike: the language they show in, closing, and the console preview's frame. */
export interface ArticleModalProps {
  language: Language;
  onClose: () => void;
  modalProps?: Partial<ModalProps>;
}

/**
 * The modal a news article or a promotion opens in, in `language`: titled by the article once it has loaded (`title`),
 * the loader until then (`children` undefined).
 */
export function ArticleModal({
  title,
  language,
  onClose,
  modalProps,
  children,
}: ArticleModalProps & { title: string | undefined; children: ReactNode | undefined }) {
  const { i18n } = useTranslation('notifications');
  return (
    <Modal
      attributes={dialogAttributes}
      opened
      onClose={onClose}
      size="lg"
      title={title ?? i18n.getFixedT(language, 'notifications')('readMore')}
      closeButtonProps={{ 'aria-label': i18n.getFixedT(language, 'messages')('close') }}
      {...modalProps}
    >
      {children ?? <PageLoader />}
    </Modal>
  );
}
