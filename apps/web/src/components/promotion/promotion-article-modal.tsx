import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Promotion } from '@portal/contract/entities/marketing';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/dates/dates';
import { ArticleBody } from '../news-article/article-body';
import { ArticleModal, type ArticleModalProps } from '../news-article/article-modal';
import classes from '../news-article/news-article.module.css';

/**
 * Spec 2.7: the news, campaign and survey promotion modal: pictures, description, body blocks, objective, reward and
 * its period, the center. The donor's notifications open it with a served promotion and put the survey or the close
 * link below (`children`); the console's preview opens it with a draft, in the previewed `language`, inside its frame.
 */
export function PromotionArticleModal({
  promotion,
  language,
  onClose,
  modalProps,
  children,
}: ArticleModalProps & { promotion: Promotion | undefined; children?: ReactNode }) {
  const { i18n } = useTranslation('notifications');
  const t = i18n.getFixedT(language, 'notifications');

  return (
    <ArticleModal title={promotion?.title} language={language} onClose={onClose} modalProps={modalProps}>
      {promotion ? (
        <Stack gap="sm" data-promotion-type={promotion.type} lang={language}>
          {promotion.images.map((image, n) => (
            <img
              key={image.properties.imageURL}
              src={image.properties.imageURL}
              alt={t('promotion.imageAlt', { title: promotion.title, n: n + 1 })}
              className={classes.cover}
            />
          ))}
          <Text>{promotion.description}</Text>
          <ArticleBody body={promotion.body} />
          {promotion.objective ? (
            <div>
              <Title order={3} size="h5">
                {t('promotion.objective')}
              </Title>
              <Text>{promotion.objective}</Text>
            </div>
          ) : null}
          {promotion.rewards.value > 0 ? (
            <Group gap="xs">
              <Text fw={700}>{t('promotion.rewards')}:</Text>
              <Badge variant="filled" color="brand" size="lg" data-testid="promotion-reward">
                {t('promotion.points', { count: promotion.rewards.value })}
              </Badge>
              {promotion.rewardStartDate && promotion.rewardEndDate ? (
                <Text size="sm" c="gray.7">
                  {t('promotion.period', {
                    start: formatLongDate(promotion.rewardStartDate, language),
                    end: formatLongDate(promotion.rewardEndDate, language),
                  })}
                </Text>
              ) : null}
            </Group>
          ) : null}
          <Text size="sm" c="gray.7">
            {t('promotion.center')}: {promotion.plasmaName}, {promotion.plasmaAddress}
          </Text>
          {children}
        </Stack>
      ) : undefined}
    </ArticleModal>
  );
}
