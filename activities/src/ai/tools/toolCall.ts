import type { ChatTurn, TokenUsage } from '../types';
import type { AiLogger } from '../logger';
import { MalformedAiOutputError } from '../errors';
import type { TaskTool } from './tasks';

/** A malformed tool answer is asked for once more before the call fails (see MalformedAiOutputError). */
const TOOL_ATTEMPTS = 2;

/** One turn of the conversation sent to a model. */
export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The conversation as the APIs want it: starting with the user, roles alternating, ending with the new question. */
export function conversation(history: ChatTurn[], question: string): ConversationTurn[] {
  const turns: ConversationTurn[] = [];
  for (const turn of [...history, { role: 'user' as const, content: question }]) {
    if (!turn.content.trim()) continue;
    const last = turns[turns.length - 1];
    if (!last && turn.role === 'assistant') continue;
    if (last && last.role === turn.role) last.content = `${last.content}\n\n${turn.content}`;
    else turns.push({ role: turn.role, content: turn.content });
  }
  return turns;
}

export interface ToolCall<T> {
  task: string;
  tool: TaskTool<T>;
  instructions: string;
  /** The long, stable context (document, passages): sent after the instructions (and cached where the API can). */
  context?: string;
  messages: ConversationTurn[];
  /** Checks the model's answer beyond its schema (e.g. paragraph ids exist); returns the problem, or null. */
  check?: (value: T) => string | null;
}

/** What one request forcing the tool gave back: the tool's input when the model called it. */
export interface ToolReply {
  called: boolean;
  input: unknown;
  stopReason: string | null;
  usage: TokenUsage;
}

export const emptyUsage = (): TokenUsage => ({ inputTokens: 0, outputTokens: 0, cacheReadInputTokens: 0, cacheCreationInputTokens: 0 });

export function addUsage(total: TokenUsage, usage: TokenUsage): TokenUsage {
  return {
    inputTokens: total.inputTokens + usage.inputTokens,
    outputTokens: total.outputTokens + usage.outputTokens,
    cacheReadInputTokens: (total.cacheReadInputTokens ?? 0) + (usage.cacheReadInputTokens ?? 0),
    cacheCreationInputTokens: (total.cacheCreationInputTokens ?? 0) + (usage.cacheCreationInputTokens ?? 0),
  };
}

/**
 * Asks for the task's tool, validates its input against the schema and the call's check, and asks once more when
 * it is malformed; a second malformed answer is a MalformedAiOutputError (not retried by Temporal).
 */
export async function callForcedTool<T>(
  call: ToolCall<T>,
  request: () => Promise<ToolReply>,
  log: { logger: AiLogger; engine: string; model: string },
): Promise<{ value: T; usage: TokenUsage }> {
  let usage = emptyUsage();
  let problem = '';
  for (let attempt = 1; attempt <= TOOL_ATTEMPTS; attempt += 1) {
    const reply = await request();
    usage = addUsage(usage, reply.usage);
    const parsed = reply.called ? call.tool.schema.safeParse(reply.input) : null;
    if (parsed?.success) {
      problem = call.check?.(parsed.data) ?? '';
      if (!problem) return { value: parsed.data, usage };
    } else {
      problem = !parsed
        ? `no ${call.tool.name} call (stop reason ${reply.stopReason ?? 'none'})`
        : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; ');
    }
    log.logger.warn({ task: call.task, model: log.model, attempt, problem }, `${log.engine} answered in an unexpected format`);
  }
  throw new MalformedAiOutputError(`The AI answered in an unexpected format twice (${call.task}: ${problem}). Please try again.`);
}
