import { Button, Modal, Stack, Text } from '@mantine/core';
import type { Visit } from '@portal/contract/entities/visit';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/external-link/external-link';
import { useFeedbackSetting } from '../api/get-feedback-setting';
import { SurveyModal } from './survey-modal';
import { WheelModal, type OpenedWheel } from './wheel-modal';

type Step = { kind: 'idle' } | { kind: 'loading' } | { kind: 'external'; url: string } | { kind: 'survey' } | { kind: 'hidden' };

/**
 * The 'Provide Donation Feedback Survey' button (spec 4): the feedback setting decides between the
 * external survey (a link opening in a new tab) and the in-app survey; a failure hides the entry.
 */
export function FeedbackEntry({ visit, showButton }: { visit: Visit; showButton: boolean }) {
  const { t } = useTranslation('history');
  const getFeedbackSetting = useFeedbackSetting();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [wheel, setWheel] = useState<OpenedWheel | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const visitControl = useRef<HTMLElement | null>(null);
  // The rated visit loses its feedback button: focus then goes back to the visit's own heading button.
  const returnFocusTo = () => (opener.current?.isConnected ? opener.current : visitControl.current);

  const open = async (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    visitControl.current = event.currentTarget.closest('.mantine-Accordion-item')?.querySelector('.mantine-Accordion-control') ?? null;
    setStep({ kind: 'loading' });
    try {
      const setting = await getFeedbackSetting(visit);
      setStep(setting.qualtrics ? { kind: 'external', url: setting.qualtrics.url } : { kind: 'survey' });
    } catch {
      setStep({ kind: 'hidden' });
    }
  };

  return (
    <>
      {/* The entry stays mounted after the visit is rated, so the wheel it opened survives the refresh. */}
      {!showButton || step.kind === 'hidden' ? null : (
        <Button onClick={(event) => void open(event)} loading={step.kind === 'loading'}>
          {t('feedbackButton')}
        </Button>
      )}
      {step.kind === 'external' ? (
        <Modal
          opened
          closeButtonProps={{ 'aria-label': t('wheel.close') }}
          onClose={() => setStep({ kind: 'idle' })}
          title={t('feedbackButton')}
          centered
        >
          <Stack>
            <Text>{t('survey.external')}</Text>
            <ExternalLink href={step.url} onClick={() => setStep({ kind: 'idle' })}>
              {t('survey.openExternal')}
            </ExternalLink>
          </Stack>
        </Modal>
      ) : null}
      {step.kind === 'survey' ? <SurveyModal visit={visit} onClose={() => setStep({ kind: 'idle' })} onWheel={setWheel} /> : null}
      {wheel ? <WheelModal wheel={wheel} onClose={() => setWheel(null)} returnFocusTo={returnFocusTo} /> : null}
    </>
  );
}
