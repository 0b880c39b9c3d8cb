import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server on a free port that records every JSON request and answers with scripted responses in order:
 * the common part of the fake model APIs of the tests (Anthropic Messages, OpenAI chat completions).
 */

export interface ScriptedResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /**
   * Waits this long before answering: a slow model, or, beyond the client's timeout, a call that times out (the
   * client has gone by then and the answer is dropped).
   */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (the request parameters the SDK sent). */
  body: Record<string, unknown>;
}

export interface ScriptedServer {
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

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startScriptedServer(options: {
  /** The body of the 500 answered when no response is scripted. */
  unscripted: (requestNumber: number) => unknown;
}): Promise<ScriptedServer> {
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
        fallback?.(recorded) ?? { status: 500, body: options.unscripted(requests.length) };
      if (scripted.delayMs) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
      if (response.destroyed) return;
      response.writeHead(scripted.status, { 'content-type': 'application/json', 'request-id': `req_fake_${requests.length}`, 'x-request-id': `req_fake_${requests.length}`, ...scripted.headers });
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
