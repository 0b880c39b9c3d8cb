import { startScriptedServer, type ScriptedResponse, type ScriptedServer } from './scriptedServer';

/**
 * A stand-in for the Anthropic Messages API (`POST /v1/messages`) on a free local port, for tests: it records every
 * request and answers with scripted responses in order, so the real @anthropic-ai/sdk runs end to end against it
 * (point it there with ANTHROPIC_BASE_URL or the client's baseURL).
 */

export type { ScriptedResponse, RecordedRequest } from './scriptedServer';
export type FakeAnthropicServer = ScriptedServer;

interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_read_input_tokens?: number;
  cache_creation_input_tokens?: number;
}

const DEFAULT_USAGE: Usage = { input_tokens: 1200, output_tokens: 150, cache_read_input_tokens: 0, cache_creation_input_tokens: 1000 };
let messageCounter = 0;

function message(content: unknown[], stopReason: string, usage: Usage = DEFAULT_USAGE) {
  messageCounter += 1;
  return {
    id: `msg_fake_${messageCounter}`,
    type: 'message',
    role: 'assistant',
    model: 'claude-fake',
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { cache_creation: null, inference_geo: null, server_tool_use: null, service_tier: 'standard', ...usage },
  };
}

const errorBody = (type: string, text: string) => ({ type: 'error', error: { type, message: text } });

/** Builders of the responses the real API gives. */
export const fakeResponses = {
  /** The model called the forced tool with this input (whatever its shape: malformed input is scripted the same way). */
  toolUse(name: string, input: unknown, usage?: Usage): ScriptedResponse {
    return {
      status: 200,
      body: message([{ type: 'tool_use', id: `toolu_fake_${messageCounter + 1}`, name, input, caller: { type: 'direct' } }], 'tool_use', usage),
    };
  },
  /** Plain text, without calling any tool. */
  text(text: string, usage?: Usage): ScriptedResponse {
    return { status: 200, body: message([{ type: 'text', text, citations: null }], 'end_turn', usage) };
  },
  /**
   * A web search turn: the server tool call, its results, and the answer as text blocks, each optionally citing
   * one of the results (by index into `results`).
   */
  webSearch(options: {
    query: string;
    results: { title: string; url: string }[];
    answer: { text: string; cites?: { result: number; citedText: string }[] }[];
    stopReason?: 'end_turn' | 'pause_turn';
  }): ScriptedResponse {
    const toolUseId = `srvtoolu_fake_${messageCounter + 1}`;
    const content = [
      { type: 'server_tool_use', id: toolUseId, name: 'web_search', input: { query: options.query }, caller: { type: 'direct' } },
      {
        type: 'web_search_tool_result',
        tool_use_id: toolUseId,
        caller: { type: 'direct' },
        content: options.results.map((result) => ({
          type: 'web_search_result',
          title: result.title,
          url: result.url,
          encrypted_content: 'ZmFrZQ==',
          page_age: null,
        })),
      },
      ...options.answer.map((part) => ({
        type: 'text',
        text: part.text,
        citations: part.cites
          ? part.cites.map((cite) => ({
              type: 'web_search_result_location',
              url: options.results[cite.result]!.url,
              title: options.results[cite.result]!.title,
              cited_text: cite.citedText,
              encrypted_index: 'ZmFrZQ==',
            }))
          : null,
      })),
    ];
    return { status: 200, body: message(content, options.stopReason ?? 'end_turn') };
  },
  rateLimited(retryAfterSeconds = 1): ScriptedResponse {
    return {
      status: 429,
      headers: { 'retry-after': String(retryAfterSeconds) },
      body: errorBody('rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit.'),
    };
  },
  overloaded(): ScriptedResponse {
    return { status: 529, body: errorBody('overloaded_error', 'Overloaded') };
  },
  serverError(): ScriptedResponse {
    return { status: 500, body: errorBody('api_error', 'Internal server error') };
  },
  invalidRequest(text = 'messages: at least one message is required'): ScriptedResponse {
    return { status: 400, body: errorBody('invalid_request_error', text) };
  },
  authenticationError(): ScriptedResponse {
    return { status: 401, body: errorBody('authentication_error', 'invalid x-api-key') };
  },
};

export function startFakeAnthropicServer(): Promise<FakeAnthropicServer> {
  return startScriptedServer({ unscripted: (count) => errorBody('api_error', `fake Anthropic server: no scripted response for request ${count}`) });
}
