import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { ChatbotPanel } from '../../components/chatbot/chatbot-panel';
import classes from '../../components/chatbot/chatbot-panel.module.css';
import { currentLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';
import { donorChatSource } from '../../features/contact/api/chatbot';
import { ChatRequestForm } from '../../features/contact/components/chat-request-form';
import { SupportHours } from '../../features/contact/components/support-hours';
import { useNow } from '../../features/contact/components/use-now';
import { BackLink } from '../../components/back-link/back-link';
import { MyRequests } from '../../features/donor-care/components/my-requests';

/** `/contact` and `/contacts` (spec 2.5): live chat, the donor-care form, the phone line, the hours and the donor's requests (issue 14). */
export function ContactRoute() {
  const { t, i18n } = useTranslation('contact');
  useDocumentTitle(t('title'));
  const donorID = useSession()?.user.donorID ?? '';
  const source = useMemo(() => donorChatSource(donorID), [donorID]);
  const now = useNow();
  const [chatOpen, setChatOpen] = useState(false);
  const tel = `tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`;

  return (
    <Stack gap="lg">
      <BackLink to={paths.home}>{t('back')}</BackLink>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder p="md">
          <h2>{t('chatTitle')}</h2>
          <Text size="sm" mb="sm">
            {t('chatText')}
          </Text>
          <Button onClick={() => setChatOpen(true)} aria-expanded={chatOpen}>
            {t('chatButton')}
          </Button>
        </Paper>
        <Paper withBorder p="md">
          <h2>{t('formTitle')}</h2>
          <Text size="sm" mb="sm">
            {t('formText')}
          </Text>
          <Anchor component={Link} to={paths.donorCareForm}>
            {t('formLink')}
          </Anchor>
        </Paper>
        <Paper withBorder p="md">
          <h2>{t('phoneTitle')}</h2>
          <Text size="sm" mb="sm">
            {t('phoneText')}
          </Text>
          <Anchor href={tel}>{brand.supportPhone}</Anchor>
        </Paper>
      </SimpleGrid>
      <SupportHours now={now} />
      <MyRequests />
      {chatOpen ? (
        <ChatbotPanel source={source} language={currentLanguage(i18n)} onClose={() => setChatOpen(false)} requestForm={ChatRequestForm} />
      ) : (
        <Button className={classes.launcher} radius="xl" size="md" onClick={() => setChatOpen(true)} aria-expanded={false}>
          {t('chat.launcher')}
        </Button>
      )}
    </Stack>
  );
}
