import { Anthropic } from '@anthropic-ai/sdk';
import type { RuntimeConfig } from '@arcline/shared';
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  NOT_FOUND,
  type AiProvider,
  type AnswerQuestionInput,
  type ChatInWordResult,
  type ChatTurn,
  type ContextPassage,
  type ResearchSource,
  type ReviewFinding,
  type TokenUsage,
  type WordAction,
} from '../types';
import { uniquePassages, type PassageStore, type SourceScope } from '../retrieval';
import type { RateLimiter } from '../rateLimiter';
import type { AiLogger } from '../logger';
import { MalformedAiOutputError } from '../errors';
import { locateQuote, verifyQuote } from '../quotes';
import { referenceAround, verifyCitations, verifyMatrixReference, type QuoteClaim } from '../verification';
import { formatNumberedParagraphs, formatPassages, INSTRUCTIONS } from './instructions';
import { ANSWER_TOOL, CHAT_IN_WORD_TOOL, MATRIX_CELL_TOOL, REVIEW_TOOL, TRANSLATE_TOOL, toolDefinition, type TaskTool } from './tasks';

/** Documents and attachments up to this size go to the model whole (and are cached); larger ones are retrieved from. */
const MAX_CONTEXT_CHARS = 300_000;
/** Passages retrieved from sources too large to send whole. */
const RETRIEVED_PASSAGES = 60;
/** A malformed tool answer is asked for once more before the call fails (see MalformedAiOutputError). */
const TOOL_ATTEMPTS = 2;
const WEB_SEARCH_MAX_USES = 5;
/** A long web search may pause its turn; it is continued at most this many times. */
const MAX_RESEARCH_CONTINUATIONS = 3;

export function createClaudeClient(config: RuntimeConfig): Anthropic {
  return new Anthropic({
    apiKey: config.ANTHROPIC_API_KEY,
    ...(config.ANTHROPIC_BASE_URL ? { baseURL: config.ANTHROPIC_BASE_URL } : {}),
    // Temporal's retry policy retries (with backoff, across workers); retrying here as well would multiply the load.
    maxRetries: 0,
    timeout: config.ANTHROPIC_TIMEOUT_MS,
  });
}

export interface ClaudeProviderDeps {
  client: Anthropic;
  model: string;
  maxTokens: number;
  store: PassageStore;
  limiter: RateLimiter;
  logger: AiLogger;
}

const emptyUsage = (): TokenUsage => ({ inputTokens: 0, outputTokens: 0, cacheReadInputTokens: 0, cacheCreationInputTokens: 0 });

function addUsage(total: TokenUsage, usage: Anthropic.Usage): TokenUsage {
  return {
    inputTokens: total.inputTokens + usage.input_tokens,
    outputTokens: total.outputTokens + usage.output_tokens,
    cacheReadInputTokens: (total.cacheReadInputTokens ?? 0) + (usage.cache_read_input_tokens ?? 0),
    cacheCreationInputTokens: (total.cacheCreationInputTokens ?? 0) + (usage.cache_creation_input_tokens ?? 0),
  };
}

/** The conversation as the API wants it: starting with the user, roles alternating, ending with the new question. */
export function conversation(history: ChatTurn[], question: string): Anthropic.MessageParam[] {
  const turns: Anthropic.MessageParam[] = [];
  for (const turn of [...history, { role: 'user' as const, content: question }]) {
    if (!turn.content.trim()) continue;
    const last = turns[turns.length - 1];
    if (!last && turn.role === 'assistant') continue;
    if (last && last.role === turn.role) last.content = `${String(last.content)}\n\n${turn.content}`;
    else turns.push({ role: turn.role, content: turn.content });
  }
  return turns;
}

interface ToolCall<T> {
  task: string;
  tool: TaskTool<T>;
  instructions: string;
  /** The long, stable context (document, passages): sent as a cached system block. */
  context?: string;
  messages: Anthropic.MessageParam[];
  /** Checks the model's answer beyond its schema (e.g. paragraph ids exist); returns the problem, or null. */
  check?: (value: T) => string | null;
}

export function createClaudeProvider(deps: ClaudeProviderDeps): AiProvider {
  const { client, model, logger } = deps;

  async function send(task: string, params: Anthropic.MessageCreateParamsNonStreaming): Promise<Anthropic.Message> {
    await deps.limiter.acquire();
    const started = Date.now();
    const message = await client.messages.create(params);
    logger.info(
      {
        task,
        model,
        ms: Date.now() - started,
        stopReason: message.stop_reason,
        inputTokens: message.usage.input_tokens,
        outputTokens: message.usage.output_tokens,
        cacheReadInputTokens: message.usage.cache_read_input_tokens ?? 0,
        cacheCreationInputTokens: message.usage.cache_creation_input_tokens ?? 0,
      },
      'claude call',
    );
    return message;
  }

  async function callTool<T>(call: ToolCall<T>): Promise<{ value: T; usage: TokenUsage }> {
    const system: Anthropic.TextBlockParam[] = [{ type: 'text', text: call.instructions }];
    if (call.context) system.push({ type: 'text', text: call.context, cache_control: { type: 'ephemeral' } });
    let usage = emptyUsage();
    let problem = '';
    for (let attempt = 1; attempt <= TOOL_ATTEMPTS; attempt += 1) {
      const message = await send(call.task, {
        model,
        max_tokens: deps.maxTokens,
        system,
        tools: [toolDefinition(call.tool)],
        tool_choice: { type: 'tool', name: call.tool.name },
        messages: call.messages,
      });
      usage = addUsage(usage, message.usage);
      const block = message.content.find((content) => content.type === 'tool_use' && content.name === call.tool.name);
      const parsed = block?.type === 'tool_use' ? call.tool.schema.safeParse(block.input) : null;
      if (parsed?.success) {
        problem = call.check?.(parsed.data) ?? '';
        if (!problem) return { value: parsed.data, usage };
      } else {
        problem = !block
          ? `no ${call.tool.name} call (stop reason ${message.stop_reason ?? 'none'})`
          : (parsed?.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; ') ?? 'invalid input');
      }
      logger.warn({ task: call.task, model, attempt, problem }, 'claude answered in an unexpected format');
    }
    throw new MalformedAiOutputError(`The AI answered in an unexpected format twice (${call.task}: ${problem}). Please try again.`);
  }

  /** The context of a question: whole sources when they fit, else the passages retrieved for the question; plus those passed in. */
  async function gather(input: AnswerQuestionInput): Promise<ContextPassage[]> {
    const scope: SourceScope = { attachmentIds: input.attachmentIds, ...(input.documentId ? { documentId: input.documentId } : {}) };
    const hasSources = input.attachmentIds.length > 0 || Boolean(input.documentId);
    const whole = hasSources ? await deps.store.loadSources(input.userId, scope) : [];
    const size = whole.reduce((sum, passage) => sum + passage.text.length, 0);
    const chosen =
      size <= MAX_CONTEXT_CHARS
        ? whole
        : await deps.store.search({ userId: input.userId, query: input.question, sourceIds: scope, limit: RETRIEVED_PASSAGES });
    return uniquePassages([...chosen, ...(input.passages ?? [])]);
  }

  function verify(task: string, claims: { passage: string; quote: string }[], byLabel: Map<string, ContextPassage>, passages: ContextPassage[]) {
    const quoteClaims: QuoteClaim[] = claims.map((claim) => ({ passage: byLabel.get(claim.passage.trim()) ?? null, quote: claim.quote }));
    const verified = verifyCitations(quoteClaims, passages);
    if (verified.dropped.length > 0) logger.warn({ task, model, dropped: verified.dropped.length }, 'dropped quotes not found verbatim in the sources');
    return verified.citations;
  }

  return {
    name: 'claude',
    model,

    async answerQuestion(input) {
      const passages = await gather(input);
      const { text, byLabel } = formatPassages(passages);
      const { value, usage } = await callTool({
        task: 'answer',
        tool: ANSWER_TOOL,
        instructions: INSTRUCTIONS.answer,
        context: passages.length > 0 ? text : undefined,
        messages: conversation(input.chatHistory, input.question),
      });
      const citations = verify('answer', value.citations, byLabel, passages);
      return { answer: value.answer, citations, engine: 'claude', model, usage };
    },

    async chatInWord(input): Promise<ChatInWordResult> {
      const passages = await gather(input);
      const { text, byLabel } = formatPassages(passages);
      const paragraphs = new Map(
        passages.filter((passage) => passage.sourceType === 'document' && passage.partId).map((passage) => [passage.partId!, passage.text]),
      );
      const selection = input.selection?.text ? `\n\nThe user's selection:\n<selection>${input.selection.text}</selection>` : '';
      const { value, usage } = await callTool({
        task: 'chat-in-word',
        tool: CHAT_IN_WORD_TOOL,
        instructions: INSTRUCTIONS.chatInWord,
        context: text,
        messages: conversation(input.chatHistory, `${input.question}${selection}`),
        check: (answer) => {
          if (answer.action === 'insert') {
            if (!answer.textToInsert) return 'insert without textToInsert';
            if (!answer.insertPositionParagraphId || !paragraphs.has(answer.insertPositionParagraphId)) return 'insert at an unknown paragraph id';
          }
          if (answer.action === 'modify') {
            if (!answer.modifiedSelection?.length) return 'modify without modifiedSelection';
            const unknown = answer.modifiedSelection.find((change) => !paragraphs.has(change.paragraphId));
            if (unknown) return `modify of an unknown paragraph id ${unknown.paragraphId}`;
          }
          return null;
        },
      });
      let action: WordAction;
      if (value.action === 'insert') {
        const paragraphText = paragraphs.get(value.insertPositionParagraphId!)!;
        action = {
          type: 'insert',
          responseText: value.responseText,
          textToInsert: value.textToInsert!,
          insertPositionParagraphId: value.insertPositionParagraphId!,
          insertPositionOffset: Math.min(value.insertPositionOffset ?? paragraphText.length, paragraphText.length),
        };
      } else if (value.action === 'modify') {
        action = { type: 'modify', responseText: value.responseText, modifiedSelection: value.modifiedSelection! };
      } else {
        action = { type: 'question', responseText: value.responseText };
      }
      const citations = verify('chat-in-word', value.citations, byLabel, passages);
      return { action, inferredContext: value.inferredContext, citations, engine: 'claude', model, usage };
    },

    async reviewDocument({ userId, documentId, instructions }) {
      const passages = await deps.store.loadSources(userId, { documentId });
      const { text } = formatPassages(passages);
      const ids = new Set(passages.map((passage) => passage.partId ?? String(passage.ordinal)));
      const { value, usage } = await callTool({
        task: 'review',
        tool: REVIEW_TOOL,
        instructions: INSTRUCTIONS.review,
        context: text,
        messages: conversation([], instructions?.trim() || 'Review this document.'),
      });
      const fullText = passages.map((passage) => passage.text).join('\n');
      const findings: ReviewFinding[] = value.findings.map((finding) => {
        const paragraphIds = finding.paragraphIds.filter((id) => ids.has(id));
        const quote = finding.quote && verifyQuote(finding.quote, fullText) ? finding.quote : undefined;
        return { ...finding, paragraphIds, quote };
      });
      return { summary: value.summary, findings, engine: 'claude', model, usage };
    },

    async extractMatrixCell(input) {
      const { value, usage } = await callTool({
        task: 'matrix-cell',
        tool: MATRIX_CELL_TOOL,
        instructions: INSTRUCTIONS.matrixCell,
        context: formatNumberedParagraphs(input.documentName, input.paragraphs),
        messages: conversation([], `Column: ${input.columnName}\nQuery: ${input.query}`),
      });
      if (!value.found || !value.quote?.trim()) {
        return { result: value.reasoning, refineResult: value.found ? value.refineResult : NOT_FOUND, referenceResult: '', engine: 'claude', model, usage };
      }
      const paragraph = value.paragraphNumber ? input.paragraphs[value.paragraphNumber - 1] : undefined;
      const location = paragraph ? locateQuote(value.quote, paragraph) : null;
      const checked =
        paragraph && location
          ? { referenceResult: referenceAround(paragraph, location), note: null }
          : verifyMatrixReference(`${HIGHLIGHT_START}${value.quote}${HIGHLIGHT_END}`, input.paragraphs);
      return {
        result: checked.note ? `${value.reasoning} ${checked.note}` : value.reasoning,
        refineResult: value.refineResult,
        referenceResult: checked.referenceResult,
        engine: 'claude',
        model,
        usage,
      };
    },

    async translate(input) {
      const from = input.sourceLanguage ? ` from ${input.sourceLanguage}` : '';
      const { value, usage } = await callTool({
        task: 'translate',
        tool: TRANSLATE_TOOL,
        instructions: INSTRUCTIONS.translate,
        messages: conversation([], `Translate${from} into ${input.targetLanguage}:\n\n${input.text}`),
      });
      return {
        translatedText: value.translatedText,
        detectedOriginalLanguage: input.sourceLanguage ?? value.detectedSourceLanguage,
        engine: 'claude',
        model,
        usage,
      };
    },

    async research({ question }) {
      const messages: Anthropic.MessageParam[] = [{ role: 'user', content: question }];
      const texts: string[] = [];
      const sources: ResearchSource[] = [];
      let usage = emptyUsage();
      for (let turn = 0; turn <= MAX_RESEARCH_CONTINUATIONS; turn += 1) {
        const message = await send('research', {
          model,
          max_tokens: deps.maxTokens,
          system: INSTRUCTIONS.research,
          tools: [{ type: 'web_search_20250305', name: 'web_search', max_uses: WEB_SEARCH_MAX_USES }],
          messages,
        });
        usage = addUsage(usage, message.usage);
        for (const block of message.content) {
          if (block.type !== 'text') continue;
          texts.push(block.text);
          for (const citation of block.citations ?? []) {
            if (citation.type !== 'web_search_result_location' || sources.some((source) => source.url === citation.url)) continue;
            sources.push({ title: citation.title ?? citation.url, url: citation.url, quote: citation.cited_text });
          }
        }
        if (message.stop_reason !== 'pause_turn') break;
        messages.push({ role: 'assistant', content: message.content });
      }
      return { text: texts.join('').trim(), sources, engine: 'claude', model, usage };
    },
  };
}
