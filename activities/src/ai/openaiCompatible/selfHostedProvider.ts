import OpenAI from 'openai';
import { SELF_HOSTED_ENGINE_MESSAGES, type RuntimeConfig } from '@arcline/shared';
import { UnsupportedByEngineError, type AiProvider } from '../types';
import type { PassageStore } from '../retrieval';
import type { RateLimiter } from '../rateLimiter';
import type { AiLogger } from '../logger';
import { toolParameters } from '../tools/tasks';
import { callForcedTool, type ToolCall, type ToolReply } from '../tools/toolCall';
import { createToolTaskProvider } from '../tools/toolTaskProvider';

/** Servers without authentication (llama.cpp, Ollama) accept any key; the SDK insists on one. */
const NO_API_KEY = 'not-needed';

/** A client of the self-hosted OpenAI-compatible server at LLM_BASE_URL (vLLM, llama.cpp server, Ollama). */
export function createSelfHostedClient(config: RuntimeConfig): OpenAI {
  return new OpenAI({
    apiKey: config.LLM_API_KEY?.trim() || NO_API_KEY,
    baseURL: config.LLM_BASE_URL,
    // Temporal's retry policy retries (with backoff, across workers); retrying here as well would multiply the load.
    maxRetries: 0,
    timeout: config.LLM_TIMEOUT_MS,
  });
}

export interface SelfHostedProviderDeps {
  client: OpenAI;
  model: string;
  maxTokens: number;
  /** LLM_CONTEXT_CHARS: sources up to this size are sent whole, larger ones as retrieved passages. */
  maxContextChars: number;
  store: PassageStore;
  limiter: RateLimiter;
  logger: AiLogger;
}

/** The tool's arguments as the model wrote them: JSON text, kept as the raw string when it is not JSON (the schema then rejects it). */
function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The `selfHosted` engine: the same tasks, prompts, tool schemas and quote verification as Claude, through the
 * chat completions API with function calling (the server must support tool calls: vLLM with
 * --enable-auto-tool-choice, llama.cpp server with --jinja, Ollama with a tool-capable model). No web research.
 */
export function createSelfHostedProvider(deps: SelfHostedProviderDeps): AiProvider {
  const { client, model, logger } = deps;

  async function requestTool<T>(call: ToolCall<T>): Promise<ToolReply> {
    const system = call.context ? `${call.instructions}\n\n${call.context}` : call.instructions;
    await deps.limiter.acquire();
    const started = Date.now();
    const completion = await client.chat.completions.create({
      model,
      max_tokens: deps.maxTokens,
      messages: [{ role: 'system', content: system }, ...call.messages],
      tools: [{ type: 'function', function: { name: call.tool.name, description: call.tool.description, parameters: toolParameters(call.tool) } }],
      tool_choice: { type: 'function', function: { name: call.tool.name } },
    });
    const choice = completion.choices[0];
    const toolCall = choice?.message.tool_calls?.find((each) => each.type === 'function' && each.function.name === call.tool.name);
    const usage = { inputTokens: completion.usage?.prompt_tokens ?? 0, outputTokens: completion.usage?.completion_tokens ?? 0 };
    logger.info({ task: call.task, model, ms: Date.now() - started, finishReason: choice?.finish_reason ?? null, ...usage }, 'self-hosted model call');
    return {
      called: toolCall?.type === 'function',
      input: toolCall?.type === 'function' ? parseArguments(toolCall.function.arguments) : undefined,
      stopReason: choice?.finish_reason ?? null,
      usage,
    };
  }

  return createToolTaskProvider({
    engine: 'selfHosted',
    model,
    maxContextChars: deps.maxContextChars,
    store: deps.store,
    logger,
    callTool: (call) => callForcedTool(call, () => requestTool(call), { logger, engine: 'self-hosted model', model }),
    research: async () => {
      throw new UnsupportedByEngineError(SELF_HOSTED_ENGINE_MESSAGES.research);
    },
  });
}
