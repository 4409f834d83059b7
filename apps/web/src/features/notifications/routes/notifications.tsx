import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { NOTIFICATION_PAGE_SIZE } from '@portal/contract/constants';
import type { Notification } from '@portal/contract/entities/marketing';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { currentLanguage } from '../../../lib/i18n';
import { storeSeenCount } from '../../../lib/notification-badge';
import { useUser } from '../../../lib/session/session-context';
import { useComponentMount } from '../api/component-mount';
import { useNotifications } from '../api/get-notifications-pagination';
import { B1B2Reminder } from '../components/b1b2-reminder';
import { DetailModal } from '../components/detail-modal';
import { NewsModal } from '../components/news-modal';
import { NotificationCard } from '../components/notification-card';
import { PromotionModal } from '../components/promotion-modal';
import classes from '../components/notifications.module.css';
import { readMoreAction } from '../utils/read-more';
import { relativeTime } from '../utils/relative-time';

type Opened = { kind: 'news'; id: string } | { kind: 'promotion'; id: string } | { kind: 'detail'; notification: Notification } | null;

/** Spec 2.16: the header with the total, collapsible cards newest first, 'Load All Content' while some are not loaded. */
export function NotificationsRoute() {
  const { t, i18n } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  const language = currentLanguage(i18n);
  const user = useUser();
  const navigate = useNavigate();
  const [limit, setLimit] = useState(NOTIFICATION_PAGE_SIZE);
  const { data, isPending, isError, isFetching } = useNotifications(limit, language);
  const [opened, setOpened] = useState<Opened>(null);
  const close = useCallback(() => setOpened(null), []);
  const timeTexts = t('time', { returnObjects: true });
  useDocumentTitle(`${t('title')} | ${tc('appName')}`);
  useComponentMount('Notifications');

  const totalCount = data?.totalCount;
  useEffect(() => {
    if (totalCount !== undefined) storeSeenCount(user.donorID, totalCount);
  }, [totalCount, user.donorID]);

  const readMore = (notification: Notification) => {
    const action = readMoreAction(notification);
    if (action.kind === 'news') setOpened({ kind: 'news', id: action.newsId });
    else if (action.kind === 'promotion') setOpened({ kind: 'promotion', id: action.promotionId });
    else if (action.kind === 'navigate') void navigate(action.to);
    else if (action.kind === 'detail') setOpened({ kind: 'detail', notification });
  };

  const now = new Date();
  return (
    <Stack gap="lg">
      <Group gap="sm" align="center">
        <Title order={1}>{t('title')}</Title>
        {data ? (
          <Badge size="lg" variant="filled" color="brand" aria-label={t('totalLabel', { count: data.totalCount })}>
            {data.totalCount}
          </Badge>
        ) : null}
      </Group>
      <B1B2Reminder timeTexts={timeTexts} />
      {isPending ? (
        <PageLoader />
      ) : isError || !data ? (
        <Text role="alert">{t('loadError')}</Text>
      ) : data.data.length === 0 ? (
        <Text>{t('empty')}</Text>
      ) : (
        <ul className={classes.list} aria-label={t('title')}>
          {data.data.map((notification) => (
            <NotificationCard
              key={notification.notificationID}
              notification={notification}
              when={relativeTime(notification.creationTS, now, language, timeTexts)}
              action={readMoreAction(notification)}
              onReadMore={() => readMore(notification)}
            />
          ))}
        </ul>
      )}
      {data && data.data.length < data.totalCount ? (
        <Button variant="outline" onClick={() => setLimit(data.totalCount)} loading={isFetching} style={{ alignSelf: 'center' }}>
          {t('loadAll')}
        </Button>
      ) : null}
      {opened?.kind === 'news' ? <NewsModal newsId={opened.id} onClose={close} /> : null}
      {opened?.kind === 'promotion' ? <PromotionModal promotionId={opened.id} onClose={close} /> : null}
      {opened?.kind === 'detail' ? <DetailModal notification={opened.notification} onClose={close} /> : null}
    </Stack>
  );
}
