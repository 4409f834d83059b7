import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { documentFieldsSchema } from '../../../entities/content-documents';
import { checkDocument } from '../../../rules/document-tree';
import { positiveInt32, safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/**
 * Saves a document's English and Spanish over the version the editor loaded; every save is a revision. Without
 * `expectedVersion` it creates the document, as a draft, when its key names none yet (a new education topic,
 * `topic:<code>`): 409 `documentExists` when it exists. The fields are checked against the shape of the document's key (bounded texts,
 * https links, pictures the portal serves, the same rows in both languages); a live document must stay complete in
 * both languages.
 */
export const saveDocument = defineService({
  serviceName: 'content',
  serviceType: 'saveDocument',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z
    .object({ id: safeId(100), expectedVersion: positiveInt32().optional(), fields: documentFieldsSchema })
    .superRefine((params, context) => checkDocument(params.id, params.fields, context, ['fields'])),
  reply: z.object({ status: okStatus, id: z.string(), version: z.number().int() }),
});
