import { Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The comment of both donor-care forms: its first line becomes the subject (spec 5); the limit differs by variant. */
export function CommentField({ max, ...props }: TextareaProps & { max: number }) {
  const { t } = useTranslation('donor-care');
  return (
    <Textarea
      label={t('fields.comment')}
      description={t('fields.commentHelp', { max })}
      withAsterisk
      autosize
      minRows={5}
      maxLength={max}
      {...props}
    />
  );
}
