import { Button, CloseButton, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { Language } from '@portal/contract/languages';
import type { ChatPreset } from '@portal/contract/services/contact/chatbot';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatText } from './chat-text';
import classes from './chatbot-panel.module.css';

/**
 * Where a conversation's presets come from and where its chat log goes: the donor's REST calls, or the console's
 * draft tree in the preview (which logs nothing).
 */
export interface ChatSource {
  preset(parentId: string | null): Promise<ChatPreset>;
  start(): Promise<string>;
  record(chatlogID: string, chatPresetID: string): Promise<unknown>;
  stop(chatlogID: string): Promise<unknown>;
}

interface Line {
  from: 'bot' | 'donor';
  text: string;
}

type Mode = 'options' | 'askRequest' | 'requestForm' | 'done';

/**
 * 'Donor Care Support' (spec 2.6, 4 "Chatbot"): the preset tree as a conversation. Opening loads the root
 * and starts a chat log; each choice is recorded and loads its options; an isFeedback option offers a
 * request (`requestForm`, once the donor says yes); closing stops the chat and forgets it. Every text is in
 * `language`, the page's for a donor, the previewed one in the console.
 */
export function ChatbotPanel({
  source,
  language: lang,
  onClose,
  requestForm: RequestForm,
}: {
  source: ChatSource;
  language: Language;
  onClose: () => void;
  requestForm?: ComponentType<{ chatlogID: string; onSent: (message: string) => void }>;
}) {
  const { i18n } = useTranslation('contact');
  const t = i18n.getFixedT(lang, 'contact');
  const [lines, setLines] = useState<Line[]>([]);
  const [preset, setPreset] = useState<ChatPreset | null>(null);
  const [mode, setMode] = useState<Mode>('options');
  const [failed, setFailed] = useState(false);
  // The log id lives in state for rendering and in a ref for the stop on close, which must see the latest.
  const [chatlogID, setChatlogID] = useState<string | null>(null);
  const chatlog = useRef<string | null>(null);
  const setLog = (id: string | null) => {
    chatlog.current = id;
    setChatlogID(id);
  };

  const say = (line: Line) => setLines((all) => [...all, line]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const root = await source.preset(null);
        if (cancelled) return;
        if (root.parent === null) {
          const id = await source.start();
          setLog(id);
          await source.record(id, root._id);
        }
        setLines([{ from: 'bot', text: root.description[lang] }]);
        setPreset(root);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
    // The conversation starts once per opening; a language switch only changes how texts are shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The latest source's stop, so that a new source (the preview's draft after an edit) does not end the chat.
  const stopLog = useRef(source.stop);
  useEffect(() => {
    stopLog.current = source.stop;
  }, [source]);
  const stop = useCallback(() => {
    if (chatlog.current) void stopLog.current(chatlog.current).catch(() => undefined);
    chatlog.current = null;
    setChatlogID(null);
  }, []);

  // Leaving the page with the panel open ends the chat too.
  useEffect(() => stop, [stop]);

  const close = () => {
    stop();
    onClose();
  };

  const choose = async (option: ChatPreset['children'][number]) => {
    say({ from: 'donor', text: option.text[lang] });
    try {
      if (chatlogID) await source.record(chatlogID, option._id);
      const next = await source.preset(option._id);
      say({ from: 'bot', text: next.description[lang] });
      setPreset(next);
      if (option.isFeedback) {
        say({ from: 'bot', text: t('chat.needMoreHelp') });
        setMode('askRequest');
      }
    } catch {
      setFailed(true);
    }
  };

  // A leaf answer has no options left: offer the first question again (same chat log).
  const startOver = async () => {
    try {
      const root = await source.preset(null);
      say({ from: 'bot', text: root.description[lang] });
      setPreset(root);
    } catch {
      setFailed(true);
    }
  };

  const answerNo = () => {
    say({ from: 'donor', text: t('chat.no') });
    say({ from: 'bot', text: t('chat.thankYou') });
    stop();
    setMode('done');
  };

  return (
    <Paper className={classes.panel} shadow="lg" withBorder role="dialog" aria-labelledby="chatbot-title">
      <Group justify="space-between" className={classes.header}>
        <h2 id="chatbot-title" className={classes.title}>
          {t('chat.title')}
        </h2>
        <CloseButton onClick={close} aria-label={t('chat.close')} />
      </Group>
      <ScrollArea.Autosize mah={360} className={classes.body}>
        <Stack gap="xs" aria-live="polite">
          {lines.map((line, i) => (
            <Text key={i} className={line.from === 'bot' ? classes.bot : classes.donor}>
              <span className={classes.who}>{line.from === 'bot' ? t('chat.bot') : t('chat.you')}: </span>
              <ChatText text={line.text} />
            </Text>
          ))}
          {failed ? <Text role="alert">{t('chat.error')}</Text> : null}
        </Stack>
      </ScrollArea.Autosize>
      <div className={classes.actions}>
        {mode === 'options' && preset
          ? preset.children.map((option) => (
              <Button key={option._id} variant="light" fullWidth justify="flex-start" onClick={() => void choose(option)} mb={4}>
                {option.text[lang]}
              </Button>
            ))
          : null}
        {mode === 'options' && preset && preset.children.length === 0 ? (
          <Button variant="default" fullWidth onClick={() => void startOver()}>
            {t('chat.startOver')}
          </Button>
        ) : null}
        {mode === 'askRequest' ? (
          <Group grow>
            <Button
              onClick={() => {
                say({ from: 'donor', text: t('chat.yes') });
                setMode('requestForm');
              }}
            >
              {t('chat.yes')}
            </Button>
            <Button variant="default" onClick={answerNo}>
              {t('chat.no')}
            </Button>
          </Group>
        ) : null}
        {mode === 'requestForm' && chatlogID && RequestForm ? (
          <RequestForm
            chatlogID={chatlogID}
            onSent={(message) => {
              say({ from: 'bot', text: message });
              // The server ended the chat with the request.
              setLog(null);
              setMode('done');
            }}
          />
        ) : null}
      </div>
    </Paper>
  );
}
