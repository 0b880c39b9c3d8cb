import { z } from 'zod';
import { AI_LIMITS, CHAT_AGENTS, isUuid } from '../../constants';
import { AI_MESSAGES, CHAT_MESSAGE_TYPES } from '../../chat';
import { PLAYBOOK_MESSAGES, actingForSchema } from '../../playbooks/playbooks';

/**
 * The request bodies of the /api/ai/* calls (spec 01 §7), written once: the API validates with these schemas; a client
 * types its bodies as their input (`z.input`, e.g. `RunPromptRequest`).
 */

const userPrompt = z
  .string({ message: AI_MESSAGES.userPromptRequired })
  .trim()
  .min(1, AI_MESSAGES.userPromptRequired)
  .max(AI_LIMITS.userPromptMaxChars, AI_MESSAGES.userPromptTooLong);

/**
 * Attachment ids as a list of ids or of {attachmentId}. Ids that cannot be attachments are dropped here, like
 * /attachments/status does; the workflow keeps only the caller's completed ones.
 */
const attachments = z
  .array(z.union([z.string(), z.object({ attachmentId: z.string() })]), { message: AI_MESSAGES.attachmentsInvalid })
  .max(AI_LIMITS.attachmentsMax, AI_MESSAGES.attachmentsInvalid)
  .default([])
  .transform((items) => [...new Set(items.map((item) => (typeof item === 'string' ? item : item.attachmentId)))].filter(isUuid));

const chatText = z.string().max(AI_LIMITS.chatMessageMaxChars, AI_MESSAGES.chatHistoryInvalid);

/** The fields of a chat message the history needs; everything else, ids included, is dropped on parsing. */
const chatMessage = z.object(
  {
    agent: z.enum([CHAT_AGENTS.user, CHAT_AGENTS.assistant, CHAT_AGENTS.addin], { message: AI_MESSAGES.chatHistoryInvalid }),
    type: z.enum(CHAT_MESSAGE_TYPES, { message: AI_MESSAGES.chatHistoryInvalid }).optional(),
    chatMessage: chatText.nullish().transform((text) => text ?? undefined),
    textToInsert: chatText.nullish().transform((text) => text ?? undefined),
    modifiedParagraphs: z
      .array(z.object({ paragraphId: z.string(), textAfter: chatText.optional() }), { message: AI_MESSAGES.chatHistoryInvalid })
      .max(AI_LIMITS.paragraphIdsMax, AI_MESSAGES.chatHistoryInvalid)
      .optional(),
  },
  { message: AI_MESSAGES.chatHistoryInvalid },
);

const chatHistory = z
  .array(chatMessage, { message: AI_MESSAGES.chatHistoryInvalid })
  .max(AI_LIMITS.chatHistoryMaxItems, AI_MESSAGES.chatHistoryInvalid)
  .default([]);

const promptContext = z
  .string({ message: AI_MESSAGES.promptContextInvalid })
  .max(AI_LIMITS.promptContextMaxChars, AI_MESSAGES.promptContextInvalid)
  .nullish()
  .transform((text) => text?.trim() || undefined);

const documentId = z
  .string({ message: AI_MESSAGES.documentIdRequired })
  .trim()
  .min(1, AI_MESSAGES.documentIdRequired)
  .max(AI_LIMITS.documentIdMaxChars, AI_MESSAGES.documentIdRequired);

/** A table's paragraphs (DocumentPart.cellParagraphs): what edits and selections in its cells refer to. */
const cellParagraphs = (message: string) =>
  z
    .array(
      z.object({ id: z.string({ message }).min(1, message).max(AI_LIMITS.partIdMaxChars, message), text: z.string({ message }).max(AI_LIMITS.partContentMaxChars, message) }, { message }),
      { message },
    )
    .max(AI_LIMITS.documentPartsMax, message)
    .optional();

const part = (message: string) =>
  z.object(
    {
      partId: z.string({ message }).max(AI_LIMITS.partIdMaxChars, message),
      content: z.string({ message }).max(AI_LIMITS.partContentMaxChars, message),
      cellParagraphs: cellParagraphs(message),
    },
    { message },
  );

const paragraphId = z.string({ message: AI_MESSAGES.paragraphIdRequired }).min(1, AI_MESSAGES.paragraphIdRequired).max(AI_LIMITS.partIdMaxChars);

/** `POST /api/ai/cache-document-full` */
export const cacheDocumentFullSchema = z.object({
  cacheUpdate: z.object(
    {
      documentId,
      documentParts: z
        .array(part(AI_MESSAGES.documentPartsInvalid), { message: AI_MESSAGES.documentPartsInvalid })
        .max(AI_LIMITS.documentPartsMax, AI_MESSAGES.documentPartsInvalid),
      title: z.string().trim().max(AI_LIMITS.documentTitleMaxChars).optional(),
    },
    { message: AI_MESSAGES.cacheUpdateRequired },
  ),
});

/** `POST /api/ai/cache-document-update`: the paragraph change events of spec 01 §3. */
export const cacheDocumentUpdateSchema = z.object({
  documentId,
  changes: z
    .array(
      z.discriminatedUnion(
        'type',
        [
          z.object({
            type: z.literal('added-or-changed'),
            paragraphId,
            newText: z.string().max(AI_LIMITS.partContentMaxChars),
            previousPartId: z.string().max(AI_LIMITS.partIdMaxChars).nullable().optional(),
            cellParagraphs: cellParagraphs(AI_MESSAGES.changesInvalid),
          }),
          z.object({ type: z.literal('deleted'), paragraphId }),
        ],
        { message: AI_MESSAGES.changesInvalid },
      ),
      { message: AI_MESSAGES.changesInvalid },
    )
    .min(1, AI_MESSAGES.changesInvalid)
    .max(AI_LIMITS.changesMax, AI_MESSAGES.changesInvalid),
});

/** `POST /api/ai/run-prompt` */
/** The client's key of one prompt (a UUID it makes), so the request can be sent again safely after a lost answer. */
const requestKey = z.uuid({ message: AI_MESSAGES.requestKeyInvalid }).optional();

export const runPromptSchema = z.object({ userPrompt, attachments, chatHistory, promptContext, requestKey });

const localContextParts = z
  .array(part(AI_MESSAGES.localContextInvalid), { message: AI_MESSAGES.localContextInvalid })
  .max(AI_LIMITS.localContextPartsMax, AI_MESSAGES.localContextInvalid)
  .default([]);

const offset = z.number({ message: AI_MESSAGES.offsetInvalid }).int(AI_MESSAGES.offsetInvalid).min(0, AI_MESSAGES.offsetInvalid);

/** `POST /api/ai/chat-in-word` */
export const chatInWordSchema = z.object({
  userPrompt,
  documentId,
  attachments,
  chatHistory,
  promptContext,
  selection: z
    .object(
      {
        startParagraphId: z.string().max(AI_LIMITS.partIdMaxChars).optional(),
        endParagraphId: z.string().max(AI_LIMITS.partIdMaxChars).optional(),
        startOffset: offset.optional(),
        endOffset: offset.optional(),
        text: z.string().max(AI_LIMITS.partContentMaxChars).optional(),
        changeTrackingMode: z.string().max(100).optional(),
      },
      { message: AI_MESSAGES.selectionInvalid },
    )
    .nullish()
    .transform((value) => value ?? undefined),
  /** Accepted as the add-in sends it; nothing in it is used yet. */
  additionalSelectionData: z.record(z.string(), z.unknown(), { message: AI_MESSAGES.selectionInvalid }).nullish(),
  localContext: z
    .object(
      { partsBeforeSelection: localContextParts, partsContainingSelection: localContextParts, partsAfterSelection: localContextParts },
      { message: AI_MESSAGES.localContextInvalid },
    )
    .nullish()
    .transform((value) => value ?? undefined),
  /** Accepted as the add-in sends it; nothing in it is used yet. */
  features: z.record(z.string(), z.boolean(), { message: AI_MESSAGES.featuresInvalid }).nullish(),
});

/** `POST /api/ai/run-insert-prompt` */
export const runInsertPromptSchema = z.object({
  userPrompt,
  documentId,
  paragraphId,
  offset: offset.optional(),
  attachments,
  chatHistory,
  promptContext,
});

/** `POST /api/ai/run-modify-prompt` */
export const runModifyPromptSchema = z.object({
  userPrompt,
  documentId,
  paragraphIds: z
    .array(paragraphId, { message: AI_MESSAGES.paragraphIdsRequired })
    .min(1, AI_MESSAGES.paragraphIdsRequired)
    .max(AI_LIMITS.paragraphIdsMax, AI_MESSAGES.paragraphIdsRequired)
    .transform((ids) => [...new Set(ids)]),
  attachments,
  chatHistory,
  promptContext,
});

/** `POST /api/ai/review-document` */
export const reviewDocumentSchema = z.object({
  documentId,
  instructions: z
    .string({ message: AI_MESSAGES.instructionsInvalid })
    .trim()
    .max(AI_LIMITS.instructionsMaxChars, AI_MESSAGES.instructionsInvalid)
    .optional()
    .transform((text) => text || undefined),
  /** A review against this playbook of the company (docs/playbooks.md); another company's is a 404 in the route. */
  playbookId: z.string({ message: PLAYBOOK_MESSAGES.playbookIdInvalid }).trim().min(1, PLAYBOOK_MESSAGES.playbookIdInvalid).max(AI_LIMITS.documentIdMaxChars, PLAYBOOK_MESSAGES.playbookIdInvalid).optional(),
  /** With playbookId: the party the firm acts for in this review (a role or a party's name); else the playbook's default. */
  actingFor: actingForSchema,
});

/** `POST /api/ai/run-web-search-prompt` */
export const webSearchSchema = z.object({ userPrompt });

export type CacheDocumentFullRequest = z.input<typeof cacheDocumentFullSchema>;
export type CacheDocumentUpdateRequest = z.input<typeof cacheDocumentUpdateSchema>;
export type RunPromptRequest = z.input<typeof runPromptSchema>;
export type ChatInWordRequest = z.input<typeof chatInWordSchema>;
export type RunInsertPromptRequest = z.input<typeof runInsertPromptSchema>;
export type RunModifyPromptRequest = z.input<typeof runModifyPromptSchema>;
export type ReviewDocumentRequest = z.input<typeof reviewDocumentSchema>;
export type WebSearchRequest = z.input<typeof webSearchSchema>;
