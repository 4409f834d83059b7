import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../../lib/gateway';

interface SaveMutation<Params> {
  error: unknown;
  isPending: boolean;
  mutate: (params: Params, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * The console's settings forms' submit: sends the params through `save`, keeps the saved values as the form's
 * reference (`saved` shows until the next change), puts a 400's errors on their fields, and moves the focus to the
 * first input in error, so a keyboard or screen-reader user lands on what to fix.
 */
export function useSaveSubmit<Values extends Record<string, unknown>, Params>(
  form: UseFormReturnType<Values, Params>,
  showServerErrors: (error: unknown) => boolean,
  save: SaveMutation<Params>,
) {
  const { t } = useTranslation('messages');
  const [saved, setSaved] = useState(false);
  const failure = save.error && !save.isPending ? (isGatewayError(save.error) ? save.error.message : t('networkError')) : null;
  const submit = form.onSubmit(
    (params) => {
      setSaved(false);
      save.mutate(params, {
        onSuccess: () => {
          form.resetDirty();
          setSaved(true);
        },
        onError: (error) => showServerErrors(error),
      });
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );
  return { submit, saved: saved && !form.isDirty(), failure };
}
