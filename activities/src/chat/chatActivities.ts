import type pg from 'pg';
import type { DocumentPart, ProviderChatTurn, WebSearchActionResult, WordSelection } from '@arcline/shared';
import type { PromptRef, ReviewDocumentInput, WebSearchInput, WordRequest } from '@arcline/shared/contracts';
import { attachmentStore, storedPromptStore, textChunkStore, type StoredPrompt } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';
import type { AiProvider, AnswerResult, ChatInWordResult, ContextPassage, ReviewDocumentResult, WordAction } from '../ai/types';
import { UnsupportedByEngineError } from '../ai/types';
import { DOCUMENT_SOURCE_NAME } from '../ai/retrieval';
import { runAiCall, toActivityFailure } from '../ai/errors';
import { playbookForReview } from '../ai/playbooks/playbookForReview';
import { readStoredPrompt } from '../storedPrompts';
import { heartbeating } from '../heartbeat';

export type AnswerChatPromptInput = {
  userId: string;
  /** Already narrowed to the caller's completed attachments by findUsableAttachments. */
  attachmentIds: string[];
} & PromptRef;

export interface AnswerInWordRequest {
  userId: string;
  documentId: string;
  attachmentIds: string[];
  request: WordRequest;
}

export type AnswerInWordInput = AnswerInWordRequest & PromptRef;

/** The user's standing context (spec: promptContext) travels as the conversation's opening turn. */
function historyWithContext(chatHistory: ProviderChatTurn[], promptContext: string | undefined): ProviderChatTurn[] {
  const context = promptContext?.trim();
  return context ? [{ role: 'user', content: `Context for this conversation: ${context}` }, ...chatHistory] : chatHistory;
}

/** The selected text: as the add-in gave it, else cut from the parts containing the selection by its offsets. */
function selectedText(selection: WordSelection | undefined, containing: DocumentPart[]): string | undefined {
  if (selection?.text) return selection.text;
  if (containing.length === 0) return undefined;
  const texts = containing.map((part) => part.content);
  const lastIndex = texts.length - 1;
  texts[lastIndex] = texts[lastIndex]!.slice(0, selection?.endOffset ?? undefined);
  texts[0] = texts[0]!.slice(selection?.startOffset ?? 0);
  return texts.join('\n');
}

export function createChatActivities(deps: { db: pg.Pool; ai: AiProvider }) {
  const { db, ai } = deps;

  /** What the user typed: read from stored_prompts (their own row only), or carried by a run started before. */
  async function promptOf(userId: string, ref: PromptRef | { userPrompt: string }): Promise<StoredPrompt> {
    if (!('promptId' in ref)) return { chatHistory: [], ...ref };
    return readStoredPrompt(pgSql(db), ref.promptId, userId);
  }

  /** Index positions of the document's parts, so citations of the add-in's context point into the index. */
  async function ordinalsOf(userId: string, documentId: string, partIds: string[]): Promise<Map<string, number>> {
    return textChunkStore.documentPartOrdinals(pgSql(db), userId, documentId, partIds);
  }

  async function passagesOf(userId: string, documentId: string, parts: DocumentPart[]): Promise<ContextPassage[]> {
    const ordinals = await ordinalsOf(userId, documentId, parts.map((part) => part.partId));
    return parts.map((part, index) => ({
      sourceType: 'document',
      sourceId: documentId,
      sourceName: DOCUMENT_SOURCE_NAME,
      partId: part.partId,
      ordinal: ordinals.get(part.partId) ?? index,
      text: part.content,
      ...(part.cellParagraphs ? { cellParagraphs: part.cellParagraphs } : {}),
    }));
  }

  /**
   * The target paragraphs of an insert or modify prompt, as the index holds them, in document order: a paragraph of
   * its own, or a paragraph of a table's cell (an id that is both a table's part and its first cell is the cell).
   */
  async function indexedParts(userId: string, documentId: string, paragraphIds: string[]): Promise<DocumentPart[]> {
    const rows = await textChunkStore.documentPartsOrTables(pgSql(db), userId, documentId, paragraphIds);
    const wanted = new Set(paragraphIds);
    return rows.flatMap((row) => {
      if (row.cell_paragraphs) return row.cell_paragraphs.filter((cell) => wanted.has(cell.id)).map((cell) => ({ partId: cell.id, content: cell.text }));
      return wanted.has(row.part_id) ? [{ partId: row.part_id, content: row.content }] : [];
    });
  }

  /** What the provider is given for the request: the selection and the passages it refers to. */
  async function wordContext(input: AnswerInWordRequest) {
    const request: WordRequest = input.request;
    if (request.kind === 'chat') {
      const local = request.localContext;
      const containing = local?.partsContainingSelection ?? [];
      const parts = local ? [...local.partsBeforeSelection, ...containing, ...local.partsAfterSelection] : [];
      const startParagraphId = request.selection?.startParagraphId ?? containing[0]?.partId;
      const endParagraphId = request.selection?.endParagraphId ?? containing.at(-1)?.partId;
      const text = selectedText(request.selection, containing);
      const { startOffset, endOffset } = request.selection ?? {};
      return {
        selection: startParagraphId || text ? { startParagraphId, endParagraphId, startOffset, endOffset, text } : undefined,
        passages: await passagesOf(input.userId, input.documentId, parts),
        // The add-in sends the parts around the selection only when the selection is the prompt's context.
        aboutSelection: local !== undefined,
      };
    }
    const paragraphIds = request.kind === 'insert' ? [request.paragraphId] : request.paragraphIds;
    const parts = await indexedParts(input.userId, input.documentId, paragraphIds);
    const text = request.kind === 'modify' ? parts.map((part) => part.content).join('\n') : undefined;
    return {
      selection: { startParagraphId: paragraphIds[0], endParagraphId: paragraphIds.at(-1), text },
      passages: await passagesOf(input.userId, input.documentId, parts),
    };
  }

  /**
   * Keeps an insert or modify prompt's answer on its targets: an insert goes where it was asked for, a modification
   * touches only the paragraphs the user chose. A question (e.g. the offline engine's honest message) passes as is.
   */
  function fitToRequest(action: WordAction, request: WordRequest, targetLength: number): WordAction {
    if (request.kind === 'insert' && action.type === 'insert') {
      return { ...action, insertPositionParagraphId: request.paragraphId, insertPositionOffset: request.offset ?? targetLength };
    }
    if (request.kind === 'modify' && action.type === 'modify') {
      const allowed = new Set(request.paragraphIds);
      return { ...action, modifiedSelection: action.modifiedSelection.filter((entry) => allowed.has(entry.paragraphId)) };
    }
    return action;
  }

  /**
   * Adds to an insert or modify the text of each target paragraph as the answer saw it (its passage, else the index),
   * so the add-in can tell a paragraph changed since and leave it alone.
   */
  async function withTextsSeen(input: AnswerInWordRequest, action: WordAction, passages: ContextPassage[]): Promise<WordAction> {
    if (action.type === 'question') return action;
    const targets = action.type === 'insert' ? [action.insertPositionParagraphId] : action.modifiedSelection.map((entry) => entry.paragraphId);
    const seen = new Map(passages.flatMap((passage) => (passage.sourceType === 'document' && passage.partId ? [[passage.partId, passage.text] as const] : [])));
    // A table's part id is its first cell's paragraph too: what an edit names is the cell's paragraph.
    for (const passage of passages) for (const cell of passage.cellParagraphs ?? []) seen.set(cell.id, cell.text);
    const missing = targets.filter((id) => !seen.has(id));
    if (missing.length > 0) for (const part of await indexedParts(input.userId, input.documentId, missing)) seen.set(part.partId, part.content);
    if (action.type === 'insert') {
      const paragraphText = seen.get(action.insertPositionParagraphId);
      return paragraphText === undefined ? action : { ...action, paragraphText };
    }
    return {
      ...action,
      modifiedSelection: action.modifiedSelection.map((entry) => {
        const textBefore = seen.get(entry.paragraphId);
        return textBefore === undefined ? entry : { ...entry, textBefore };
      }),
    };
  }

  return {
    /** The ids among those asked for that are the caller's own, completed attachments; others are left out. */
    async findUsableAttachments(input: { userId: string; attachmentIds: string[] }): Promise<string[]> {
      const usable = new Set(await attachmentStore.completedOwnedIds(pgSql(db), input.userId, input.attachmentIds));
      return input.attachmentIds.filter((id) => usable.has(id));
    },

    /** Heartbeats while it runs (workflows/src/chatProxies.ts sets the timeout): a dead worker's turn moves on in seconds. */
    answerChatPrompt: heartbeating(async (input: AnswerChatPromptInput): Promise<AnswerResult> => {
      const prompt = await promptOf(input.userId, input);
      return runAiCall(() =>
        ai.answerQuestion({
          userId: input.userId,
          question: prompt.userPrompt,
          attachmentIds: input.attachmentIds,
          chatHistory: historyWithContext(prompt.chatHistory, prompt.promptContext),
        }),
      );
    }),

    answerInWord: heartbeating(async (input: AnswerInWordInput): Promise<ChatInWordResult> => {
      const prompt = await promptOf(input.userId, input);
      const { selection, passages, aboutSelection } = await wordContext(input);
      const result = await runAiCall(() =>
        ai.chatInWord({
          userId: input.userId,
          question: prompt.userPrompt,
          attachmentIds: input.attachmentIds,
          documentId: input.documentId,
          chatHistory: historyWithContext(prompt.chatHistory, prompt.promptContext),
          passages,
          selection,
          ...(aboutSelection ? { aboutSelection } : {}),
        }),
      );
      const targetLength = input.request.kind === 'insert' ? (passages[0]?.text.length ?? 0) : 0;
      const action = fitToRequest(result.action, input.request, targetLength);
      return { ...result, action: await withTextsSeen(input, action, passages) };
    }),

    /**
     * The generic review, or with `playbookId` the review against that version of the user's company's playbook. The
     * user's instructions are read from stored_prompts (`promptId`), or carried inline by a run started before.
     */
    async reviewCachedDocument(input: Omit<ReviewDocumentInput, 'topicId'>): Promise<ReviewDocumentResult> {
      const { playbookId, playbookVersion, actingFor, promptId, ...request } = input;
      const instructions = promptId === undefined ? request.instructions : (await readStoredPrompt(pgSql(db), promptId, input.userId)).userPrompt;
      const playbook = playbookId ? await playbookForReview(pgSql(db), input.userId, playbookId, playbookVersion, actingFor) : undefined;
      return runAiCall(() => ai.reviewDocument({ ...request, ...(instructions === undefined ? {} : { instructions }), playbook }));
    },

    /**
     * Deletes the prompts stored more than `hours` ago (the longest run of the workflows that read them, so none can
     * still need one); run by the hourly clean-up. Returns how many.
     */
    async deleteExpiredStoredPrompts(hours: number): Promise<number> {
      return storedPromptStore.deleteStoredBefore(pgSql(db), new Date(Date.now() - hours * 60 * 60 * 1000));
    },

    /** Research on the web; an engine that cannot (offline) answers its honest message with no sources. */
    async researchWebQuestion(input: WebSearchInput): Promise<WebSearchActionResult> {
      const { userPrompt } = await promptOf(input.userId, input);
      try {
        const result = await ai.research({ question: userPrompt, userId: input.userId });
        return { text: result.text, sources: result.sources, engine: result.engine, model: result.model };
      } catch (error) {
        if (error instanceof UnsupportedByEngineError) return { text: error.message, sources: [], engine: ai.name };
        throw toActivityFailure(error);
      }
    },
  };
}
