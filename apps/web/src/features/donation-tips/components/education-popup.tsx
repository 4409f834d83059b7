import { useTranslation } from 'react-i18next';
import { EducationTopicBody, EducationTopicModal } from '../../../components/donor-documents/education-topic';
import { useDeferralEducation } from '../api/deferral-education-code';
import { QueryContent } from './query-content';

/** The education popup of one category (`deferralEducationCode`). */
export function EducationPopup({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation('donation-tips');
  const query = useDeferralEducation(code);
  return (
    <EducationTopicModal title={query.data?.layout.title ?? t('loading')} onClose={onClose}>
      <QueryContent query={query}>{({ layout }) => <EducationTopicBody layout={layout} />}</QueryContent>
    </EducationTopicModal>
  );
}
