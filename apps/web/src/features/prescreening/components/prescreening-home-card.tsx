import { Button, Loader, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreRegProgress } from '../api/get-pre-reg-progress';

/** Home for a pre-donor: the next step of pre-screening, from the server's progress layout. Nothing for other donors. */
export function PrescreeningHomeCard() {
  const { t } = useTranslation('prescreening');
  const { data, isPending, isError } = usePreRegProgress();
  if (data?.type === 'none' || (data && !data.layout)) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="prescreening-card-title">
      <Text id="prescreening-card-title" fw={600} tt="uppercase" size="sm" c="dark.5">
        {t('homeCard.label')}
      </Text>
      {isPending ? (
        <Text role="status" mt="xs">
          <Loader size="xs" aria-hidden="true" /> {t('homeCard.loading')}
        </Text>
      ) : isError || !data.layout ? (
        <Text mt="xs">{t('homeCard.error')}</Text>
      ) : (
        <>
          <Title order={2} size="h3" mt="xs">
            {data.layout.title}
          </Title>
          {data.layout.description.map((line) => (
            <Text key={line} mt="xs">
              {line}
            </Text>
          ))}
          {data.layout.buttonText && data.layout.redirectTo ? (
            <Button component={Link} to={data.layout.redirectTo} mt="md">
              {data.layout.buttonText}
            </Button>
          ) : null}
        </>
      )}
    </Paper>
  );
}
