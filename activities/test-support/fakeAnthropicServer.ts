import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the Anthropic Messages API (`POST /v1/messages`) on a free local port, for tests: it records every
 * request and answers with scripted responses in order, so the real @anthropic-ai/sdk runs end to end against it
 * (point it there with ANTHROPIC_BASE_URL or the client's baseURL).
 */

export interface ScriptedResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (the MessageCreateParams the SDK sent). */
  body: Record<string, unknown>;
}

export interface FakeAnthropicServer {
  /** Base URL for the SDK (no trailing slash). */
  url: string;
  requests: RecordedRequest[];
  /** Queues responses, answered in order; with none left the server answers 500 and says so. */
  enqueue(...responses: ScriptedResponse[]): void;
  /** Answers every request without a queued response (e.g. to echo part of the request). */
  setFallback(respond: ((request: RecordedRequest) => ScriptedResponse) | null): void;
  reset(): void;
  close(): Promise<void>;
}

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

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeAnthropicServer(): Promise<FakeAnthropicServer> {
  const queue: ScriptedResponse[] = [];
  const requests: RecordedRequest[] = [];
  let fallback: ((request: RecordedRequest) => ScriptedResponse) | null = null;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body: await readBody(request),
      };
      requests.push(recorded);
      const scripted =
        queue.shift() ??
        fallback?.(recorded) ?? { status: 500, body: errorBody('api_error', `fake Anthropic server: no scripted response for request ${requests.length}`) };
      response.writeHead(scripted.status, { 'content-type': 'application/json', 'request-id': `req_fake_${requests.length}`, ...scripted.headers });
      response.end(JSON.stringify(scripted.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...responses) => queue.push(...responses),
    setFallback: (respond) => {
      fallback = respond;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      fallback = null;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
