import { Button, Group, Text, TextInput } from '@mantine/core';
import type { ContentKind, ContentState, ContentSummary } from '@portal/contract/entities/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublishPanelLayout } from '../../../../components/publish-panel/publish-panel-layout';
import { currentLanguage } from '../../../../lib/i18n';
import { useServiceMutation } from '../../../../lib/service-query';
import { contentReads } from '../../api/content-mutations';
import { formatDateTime } from '../../../../lib/dates/format-date-time';
import { fromLocalInput, toLocalInput } from '../../utils/local-time';
import { StateBadge } from './state-badge';

/**
 * Publish now, schedule (a publish time ahead) with an optional expiry, or retire. The server refuses a publish
 * while a required English or Spanish field is empty; `onFieldErrors` puts its fields on the form.
 */
export function PublishingPanel({
  kind,
  item,
  onFieldErrors,
  onDone,
}: {
  kind: ContentKind;
  item: ContentSummary;
  onFieldErrors: (error: unknown) => void;
  onDone: (state: ContentState) => void;
}) {
  const { t, i18n } = useTranslation('content');
  const language = currentLanguage(i18n);
  const [publishAt, setPublishAt] = useState(toLocalInput(item.state === 'scheduled' ? item.publishAt : null));
  const [expireAt, setExpireAt] = useState(toLocalInput(item.expireAt));
  const publish = useServiceMutation('content/publishContent', {
    invalidates: contentReads,
    onSuccess: (reply) => onDone(reply.state),
    onError: onFieldErrors,
  });
  const retire = useServiceMutation('content/retireContent', { invalidates: contentReads });
  const failure = publish.error ?? retire.error;
  // With a publish time the button schedules (a time already past publishes at once, as the server decides).
  const scheduling = fromLocalInput(publishAt) !== undefined;

  const submit = () => {
    const at = fromLocalInput(publishAt);
    publish.mutate({
      kind,
      id: item.id,
      expectedVersion: item.version,
      ...(at ? { publishAt: at } : {}),
      expireAt: fromLocalInput(expireAt) ?? null,
    });
  };

  return (
    <PublishPanelLayout
      titleId="publishing-title"
      title={t('publishing.title')}
      badge={<StateBadge state={item.state} />}
      error={failure}
      actions={
        <>
          <Button onClick={submit} loading={publish.isPending}>
            {scheduling ? t('publishing.schedule') : t('publishing.publish')}
          </Button>
          {item.state !== 'retired' ? (
            <Button
              color="red.9"
              variant="outline"
              loading={retire.isPending}
              onClick={() => retire.mutate({ kind, id: item.id, expectedVersion: item.version })}
            >
              {t('publishing.retire')}
            </Button>
          ) : null}
        </>
      }
    >
      <Text size="sm">
        {t('publishing.window', {
          publishAt: item.publishAt ? formatDateTime(item.publishAt, language) : t('publishing.notYet'),
          expireAt: item.expireAt ? formatDateTime(item.expireAt, language) : t('publishing.never'),
        })}
      </Text>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          type="datetime-local"
          label={t('publishing.publishAt')}
          description={t('publishing.publishAtHint')}
          value={publishAt}
          onChange={(event) => setPublishAt(event.currentTarget.value)}
          miw={220}
        />
        <TextInput
          type="datetime-local"
          label={t('publishing.expireAt')}
          description={t('publishing.expireAtHint')}
          value={expireAt}
          onChange={(event) => setExpireAt(event.currentTarget.value)}
          miw={220}
        />
      </Group>
    </PublishPanelLayout>
  );
}
