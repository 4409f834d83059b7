import { Box, Button, Group, SegmentedControl, Stack, Text, type ModalProps } from '@mantine/core';
import type { Language } from '@portal/contract/languages';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../section-panel/section-panel';

const widths = { phone: 390, desktop: 1024 } as const;
type Width = keyof typeof widths;

/** The donor modal stays inside the frame: no portal, no focus trap, no page scroll lock. */
const framed: Partial<ModalProps> = { withinPortal: false, trapFocus: false, lockScroll: false, returnFocus: false };

/**
 * Preview as a donor: a real donor modal (`render`) with the form's draft, in either language and at a phone's or a
 * desktop's width. The frame is a containing block (`transform`), so the modal's fixed layers stay inside it;
 * nothing is saved or published.
 */
export function PreviewFrame({
  note,
  testId,
  render,
}: {
  note: string;
  testId: string;
  render: (language: Language, modalProps: Partial<ModalProps>, onClose: () => void) => ReactNode;
}) {
  const { t, i18n } = useTranslation(['content', 'notifications']);
  const [language, setLanguage] = useState<Language>('en');
  const [width, setWidth] = useState<Width>('phone');
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // The modal's own labels in the previewed language, whatever the console's.
    void i18n.loadLanguages(['en', 'es']).then(() => setReady(true));
  }, [i18n]);

  const languageName = language === 'en' ? t('editor.english') : t('editor.spanish');
  return (
    <SectionPanel titleId="preview-title" title={t('preview.title')}>
      <Text size="sm">{note}</Text>
      <Group gap="md" align="flex-end">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="preview-language">
            {t('preview.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="preview-language"
            value={language}
            onChange={(value) => setLanguage(value as Language)}
            data={[
              { value: 'en', label: t('editor.english') },
              { value: 'es', label: t('editor.spanish') },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="preview-width">
            {t('preview.width')}
          </Text>
          <SegmentedControl
            aria-labelledby="preview-width"
            value={width}
            onChange={(value) => setWidth(value as Width)}
            data={[
              { value: 'phone', label: t('preview.phone') },
              { value: 'desktop', label: t('preview.desktop') },
            ]}
          />
        </Stack>
        {/* Default, not light: under the pointer the light variant's tint took its label below 4.5:1 (axe). */}
        <Button variant="default" onClick={() => setOpen(true)} disabled={!ready}>
          {t('preview.open')}
        </Button>
      </Group>
      {open && ready ? (
        <Box
          role="region"
          aria-label={t('preview.frame', { language: languageName, width: t(`preview.${width}`) })}
          data-testid={testId}
          data-width={widths[width]}
          style={{
            width: widths[width],
            maxWidth: '100%',
            height: 720,
            position: 'relative',
            transform: 'translateZ(0)',
            overflow: 'hidden',
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 8,
          }}
        >
          {render(language, framed, () => setOpen(false))}
        </Box>
      ) : null}
    </SectionPanel>
  );
}
