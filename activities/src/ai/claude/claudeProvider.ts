import { Anthropic } from '@anthropic-ai/sdk';
import type { RuntimeConfig } from '@arcline/shared';
import type { AiProvider, ResearchResult, ResearchSource, TokenUsage } from '../types';
import type { PassageStore } from '../retrieval';
import type { RateLimiter } from '../rateLimiter';
import type { AiLogger } from '../logger';
import { INSTRUCTIONS } from '../tools/instructions';
import { toolParameters } from '../tools/tasks';
import { addUsage, callForcedTool, emptyUsage, type ToolCall, type ToolReply } from '../tools/toolCall';
import { createToolTaskProvider, MAX_CONTEXT_CHARS } from '../tools/toolTaskProvider';

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

const usageOf = (usage: Anthropic.Usage): TokenUsage => ({
  inputTokens: usage.input_tokens,
  outputTokens: usage.output_tokens,
  cacheReadInputTokens: usage.cache_read_input_tokens ?? 0,
  cacheCreationInputTokens: usage.cache_creation_input_tokens ?? 0,
});

/** What one Claude request needs: the client, the model, and the process's rate limit and logger. */
export type ClaudeCallerDeps = Omit<ClaudeProviderDeps, 'store'>;

/**
 * Claude requests for any task: `send` one request (rate limited, logged with its token usage), or `callTool` to force
 * a task's tool and get its validated input (asked once more when malformed, see callForcedTool).
 */
export function createClaudeToolCaller(deps: ClaudeCallerDeps) {
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

  /** One request forcing the task's tool; the long context is a cached system block. */
  async function requestTool<T>(call: ToolCall<T>): Promise<ToolReply> {
    const system: Anthropic.TextBlockParam[] = [{ type: 'text', text: call.instructions }];
    if (call.context) system.push({ type: 'text', text: call.context, cache_control: { type: 'ephemeral' } });
    const message = await send(call.task, {
      model,
      max_tokens: deps.maxTokens,
      system,
      tools: [{ name: call.tool.name, description: call.tool.description, input_schema: toolParameters(call.tool) }],
      tool_choice: { type: 'tool', name: call.tool.name },
      messages: call.messages,
    });
    const block = message.content.find((content) => content.type === 'tool_use' && content.name === call.tool.name);
    return {
      called: block?.type === 'tool_use',
      input: block?.type === 'tool_use' ? block.input : undefined,
      stopReason: message.stop_reason,
      usage: usageOf(message.usage),
    };
  }

  return {
    send,
    callTool: <T>(call: ToolCall<T>) => callForcedTool(call, () => requestTool(call), { logger, engine: 'claude', model }),
  };
}

export function createClaudeProvider(deps: ClaudeProviderDeps): AiProvider {
  const { model, logger } = deps;
  const { send, callTool } = createClaudeToolCaller(deps);

  async function research({ question }: { question: string }): Promise<ResearchResult> {
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
      usage = addUsage(usage, usageOf(message.usage));
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
  }

  return createToolTaskProvider({
    engine: 'claude',
    model,
    maxContextChars: MAX_CONTEXT_CHARS,
    store: deps.store,
    logger,
    callTool,
    research,
  });
}
