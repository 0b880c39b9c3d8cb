import { matchStarterPrompt, OFFLINE_ENGINE_MESSAGES, type StarterPromptId } from '@arcline/shared';
import {
  UnsupportedByEngineError,
  type AiProvider,
  type AnswerQuestionInput,
  type AnswerResult,
  type ChatInWordInput,
  type ContextPassage,
} from '../types';
import { uniquePassages, type PassageStore, type SourceScope } from '../retrieval';
import { verifyMatrixReference } from '../verification';
import { extractiveAnswer } from './extractiveAnswer';
import { clauseCategoriesOfQuestion, clauseChatAnswer } from './clauseChat';
import { documentParagraphs, exactEditAction, type DocumentParagraph } from './exactEdits';
import { extractMatrixCellLocally } from './matrixExtraction';
import { extractiveOverview } from './overview';
import { reviewLocally } from './review';
import { asksAboutSelection, selectedPassages, selectionAnswer } from './selectionAnswer';
import { reviewPassagesAgainstPlaybook } from '../playbooks/reviewFindings';

/** Passages retrieved per question before the best 1-3 are quoted. */
const RETRIEVED_PASSAGES = 12;

/** Requests to write rather than to find: imperative rewriting, drafting or editing verbs at the start of the prompt. */
const WRITING_REQUEST =
  /^(?:please\s+|can you\s+|could you\s+|would you\s+|i (?:want|need) you to\s+|help me\s+)?(?:rewrite|re-write|rephrase|redraft|reword|renumber|draft|insert|add|write|modify|change|edit|replace|delete|remove|shorten|lengthen|expand|simplify|improve|fix|correct|proofread|translate|make|turn|convert|compose|create)\b/i;
const SUMMARY_REQUEST = /^(?:please\s+|can you\s+|could you\s+)?(?:summari[sz]e|give (?:me )?(?:a |an )?(?:summary|overview))\b/i;

export function isWritingRequest(prompt: string): boolean {
  return WRITING_REQUEST.test(prompt.trim());
}

/** The ids of the paragraphs from the selection's first to its last. */
function selectedIds(paragraphs: readonly DocumentParagraph[], selection: { startParagraphId?: string; endParagraphId?: string } | undefined): string[] {
  const ids = paragraphs.map((paragraph) => paragraph.id);
  const start = selection?.startParagraphId ? ids.indexOf(selection.startParagraphId) : -1;
  const end = selection?.endParagraphId ? ids.indexOf(selection.endParagraphId) : start;
  return start < 0 ? [] : ids.slice(start, Math.max(start, end) + 1);
}

/** The cursor: the end of the selection (its start when Word gave no end). */
function cursorOf(selection: ChatInWordInput['selection']): { paragraphId: string; offset: number } | undefined {
  const paragraphId = selection?.endParagraphId ?? selection?.startParagraphId;
  const offset = selection?.endOffset ?? selection?.startOffset;
  return paragraphId && offset !== undefined ? { paragraphId, offset } : undefined;
}

export interface LocalProviderDeps {
  store: PassageStore;
}

/** Offline and deterministic: retrieval, quotation and simple value extraction, and an honest message for the rest. */
export function createLocalProvider(deps: LocalProviderDeps): AiProvider {
  const scopeOf = (input: Pick<AnswerQuestionInput, 'attachmentIds' | 'documentId'>): SourceScope => ({
    attachmentIds: input.attachmentIds,
    ...(input.documentId ? { documentId: input.documentId } : {}),
  });
  const hasSources = (scope: SourceScope) => (scope.attachmentIds ?? []).length > 0 || Boolean(scope.documentId);

  /** The one source an overview is about: the Word document, else the first attachment. */
  async function overviewSource(userId: string, scope: SourceScope): Promise<ContextPassage[]> {
    const single: SourceScope = scope.documentId ? { documentId: scope.documentId } : { attachmentIds: (scope.attachmentIds ?? []).slice(0, 1) };
    return hasSources(single) ? deps.store.loadSources(userId, single) : [];
  }

  /** A question about the selection, answered from the selected passages (the parts sent with it, else the index). */
  async function answerFromSelection(input: ChatInWordInput) {
    const sent = selectedPassages(input.passages ?? [], input.selection);
    const selected = sent.length > 0 ? sent : selectedPassages(await deps.store.loadSources(input.userId, { documentId: input.documentId }), input.selection);
    return selectionAnswer(input.question, selected, input.selection?.text);
  }

  async function answer(input: AnswerQuestionInput, starter: StarterPromptId | null): Promise<AnswerResult> {
    const scope = scopeOf(input);
    if (starter) {
      const overview = extractiveOverview(starter, await overviewSource(input.userId, scope));
      return { ...overview, engine: 'local' };
    }
    const categories = clauseCategoriesOfQuestion(input.question);
    if (categories.length > 0 && hasSources(scope)) {
      const passages = uniquePassages([...(await deps.store.loadSources(input.userId, scope)), ...(input.passages ?? [])]);
      return { ...clauseChatAnswer(input.question, categories, passages), engine: 'local' };
    }
    const retrieved = hasSources(scope)
      ? await deps.store.search({ userId: input.userId, query: input.question, sourceIds: scope, limit: RETRIEVED_PASSAGES })
      : [];
    const candidates = uniquePassages([...retrieved, ...(input.passages ?? [])]);
    const result = extractiveAnswer(input.question, candidates, hasSources(scope) || (input.passages ?? []).length > 0);
    return { ...result, engine: 'local' };
  }

  return {
    name: 'local',

    answerQuestion(input) {
      return answer(input, matchStarterPrompt(input.question));
    },

    async chatInWord(input) {
      const starter = matchStarterPrompt(input.question) ?? (SUMMARY_REQUEST.test(input.question.trim()) ? 'documentOverview' : null);
      if (!starter && isWritingRequest(input.question)) {
        const paragraphs = documentParagraphs(await deps.store.loadSources(input.userId, { documentId: input.documentId }));
        const exact = exactEditAction(input.question, { paragraphs, selectedIds: selectedIds(paragraphs, input.selection), cursor: cursorOf(input.selection) });
        if (exact) return { action: exact, inferredContext: 'document', citations: [], engine: 'local' };
        return {
          action: { type: 'question', responseText: OFFLINE_ENGINE_MESSAGES.rewrite },
          inferredContext: 'document',
          citations: [],
          engine: 'local',
        };
      }
      const fromSelection = !starter && asksAboutSelection(input) ? await answerFromSelection(input) : null;
      const result = fromSelection ? { ...fromSelection, engine: 'local' as const } : await answer(input, starter);
      return {
        action: { type: 'question', responseText: result.answer },
        inferredContext: 'document',
        citations: result.citations,
        engine: 'local',
      };
    },

    async reviewDocument({ userId, documentId, playbook }) {
      const passages = await deps.store.loadSources(userId, { documentId });
      const review = playbook && passages.length > 0 ? reviewPassagesAgainstPlaybook(passages, playbook) : reviewLocally(passages);
      return { ...review, engine: 'local' };
    },

    async extractMatrixCell(input) {
      const { source: _source, ...cell } = extractMatrixCellLocally(input);
      const checked = verifyMatrixReference(cell.referenceResult, input.paragraphs);
      return {
        ...cell,
        referenceResult: checked.referenceResult,
        result: checked.note ? `${cell.result} ${checked.note}` : cell.result,
        engine: 'local',
      };
    },

    async translate() {
      throw new UnsupportedByEngineError(OFFLINE_ENGINE_MESSAGES.translate);
    },

    async research() {
      throw new UnsupportedByEngineError(OFFLINE_ENGINE_MESSAGES.research);
    },
  };
}
