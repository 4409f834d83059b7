import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { chatbotFieldsSchema } from '../../../entities/chatbot-tree';
import { positiveInt32 } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/**
 * Saves the chatbot tree's draft over the version the editor loaded (a new revision), or creates the tree (no
 * `expectedVersion`) where there is none; donors keep the published tree until `content/publishContent`. A new node
 * gets its id here. The draft may have empty texts.
 */
export const saveChatbot = defineService({
  serviceName: 'content',
  serviceType: 'saveChatbot',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z.object({ expectedVersion: positiveInt32().optional(), fields: chatbotFieldsSchema }),
  reply: z.object({ status: okStatus, id: z.string(), version: z.number().int() }),
});
