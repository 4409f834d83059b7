import { Alert, Button } from '@mantine/core';

interface SaveFooterProps {
  saved: boolean;
  failure: string | null;
  pending: boolean;
  savedText: string;
  saveText: string;
}

/** The end of a console settings form: the saved notice (announced politely), the failure (an alert) and the save button. */
export function SaveFooter({ saved, failure, pending, savedText, saveText }: SaveFooterProps) {
  return (
    <>
      <div role="status" aria-live="polite">
        {saved ? <Alert color="teal">{savedText}</Alert> : null}
      </div>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
        {saveText}
      </Button>
    </>
  );
}
