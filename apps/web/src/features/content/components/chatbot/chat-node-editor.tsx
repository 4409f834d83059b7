import { Box, Button, Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CHAT_MAX_DEPTH, CHAT_MAX_OPTIONS, type ChatNodeFields } from '@portal/contract/entities/chatbot-tree';
import { useTranslation } from 'react-i18next';
import { emptyChatNode } from '../../utils/chatbot/chat-tree';
import { BilingualInput } from '../../../../components/content-editor/bilingual-input';

/** The chatbot form; paths are written as the server's 400s name them (`fields.root.children.0.text.es`). */
type Form = UseFormReturnType<Record<string, unknown>>;

interface NodeEditorProps {
  form: Form;
  node: ChatNodeFields;
  /** `fields.root`, `fields.root.children.0`, … */
  path: string;
  /** The option's number in the tree (`2.1`); empty for the greeting. */
  number: string;
  /** Its place among its siblings and how many they are; the greeting has none. */
  siblings?: { index: number; count: number; listPath: string };
}

/** An error the server or the contract put on a node's list of options (too many, too deep), shown above it. */
function NodeError({ form, path }: { form: Form; path: string }) {
  const error = form.errors[path] ?? form.errors[`${path}.children`];
  return typeof error === 'string' ? (
    <Text c="red.8" role="alert">
      {error}
    </Text>
  ) : null;
}

/** A control's DOM id by the node's path, so focus can be put back on the control after the tree re-renders. */
const controlId = (control: 'add' | 'up' | 'down', path: string) => `chat-${control}-${path.replaceAll('.', '-')}`;

/** Focus on a control once the change is on screen (the focused button may have gone, or now belong to another node). */
const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * One node of the chatbot tree and, nested below, its options: the label donors pick and the bot's answer in English
 * and Spanish side by side, whether it offers a request to donor care, and moving, removing or adding options.
 */
export function ChatNodeEditor({ form, node, path, number, siblings }: NodeEditorProps) {
  const { t } = useTranslation('content');
  const isRoot = siblings === undefined;
  const name = isRoot ? t('chatbot.root') : t('chatbot.option', { n: number });
  const depth = isRoot ? 0 : number.split('.').length;
  /** Moves the node among its siblings; focus follows it (its button at the old place now moves another node). */
  const move = ({ index, count, listPath }: NonNullable<NodeEditorProps['siblings']>, by: -1 | 1) => {
    const to = index + by;
    form.reorderListItem(listPath, { from: index, to });
    const edge = (by < 0 && to === 0) || (by > 0 && to === count - 1);
    // At the first or last place the button that moved it is disabled: the other one takes the focus.
    const control = by < 0 ? (edge ? 'down' : 'up') : edge ? 'up' : 'down';
    focusLater(controlId(control, `${listPath}.${to}`));
  };
  return (
    <Fieldset legend={name} data-testid={isRoot ? 'chat-node-root' : `chat-node-${number}`}>
      <Stack gap="sm">
        <NodeError form={form} path={path} />
        <BilingualInput form={form} path={`${path}.text`} label={isRoot ? t('chatbot.name') : t('chatbot.label')} />
        <BilingualInput form={form} path={`${path}.description`} label={isRoot ? t('chatbot.greeting') : t('chatbot.answer')} multiline />
        {isRoot ? null : (
          <Checkbox label={t('chatbot.offersRequest')} {...form.getInputProps(`${path}.isFeedback`, { type: 'checkbox' })} />
        )}
        <Group gap="xs">
          {depth < CHAT_MAX_DEPTH && node.children.length < CHAT_MAX_OPTIONS ? (
            <Button
              id={controlId('add', path)}
              variant="default"
              size="xs"
              onClick={() => form.insertListItem(`${path}.children`, emptyChatNode())}
            >
              {t('chatbot.addOption', { node: name })}
            </Button>
          ) : null}
          {siblings ? (
            <>
              <Button
                id={controlId('up', path)}
                variant="default"
                size="xs"
                disabled={siblings.index === 0}
                onClick={() => move(siblings, -1)}
              >
                {t('chatbot.moveUp', { node: name })}
              </Button>
              <Button
                id={controlId('down', path)}
                variant="default"
                size="xs"
                disabled={siblings.index === siblings.count - 1}
                onClick={() => move(siblings, 1)}
              >
                {t('chatbot.moveDown', { node: name })}
              </Button>
              <Button
                variant="outline"
                color="red.9"
                size="xs"
                onClick={() => {
                  form.removeListItem(siblings.listPath, siblings.index);
                  // The removed node's buttons are gone: its parent's "add an option" is where the editor was.
                  focusLater(controlId('add', siblings.listPath.slice(0, -'.children'.length)));
                }}
              >
                {t('chatbot.remove', { node: name })}
              </Button>
            </>
          ) : null}
        </Group>
        {node.children.length > 0 ? (
          <Box pl={{ base: 4, sm: 'md' }}>
            <Stack gap="sm">
              {node.children.map((child, i) => (
                <ChatNodeEditor
                  key={form.key(`${path}.children.${i}`)}
                  form={form}
                  node={child}
                  path={`${path}.children.${i}`}
                  number={isRoot ? String(i + 1) : `${number}.${i + 1}`}
                  siblings={{ index: i, count: node.children.length, listPath: `${path}.children` }}
                />
              ))}
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
