/**
 * A stand-in for a self-hosted OpenAI-compatible model (`POST /v1/chat/completions`, as vLLM or llama.cpp server
 * serve it) for the cluster proof and the cluster bench (issue 33): the workers reach it through the product's own
 * `selfHosted` engine (LLM_BASE_URL, activities/src/ai/openaiCompatible), so everything but the model is real. Every
 * answer comes after a fixed delay (default 300 ms, a fast hosted model's latency for a table cell), and answers the
 * task's forced tool in the shape the product validates:
 * - `record_cell` (matrix cells): the numbered paragraph sharing the most words with the column's query, its first
 *   sentence quoted verbatim (so the product's quote check finds it), or "Not found" when the document has none;
 * - `give_answer` (chat): a short answer citing the first passage verbatim, or none without passages;
 * - `respond_in_word`, `report_review`, `give_translation`: the smallest valid answer.
 * Any other tool is refused with a 400, so a task the stub does not serve fails visibly instead of being faked.
 *
 * Run on its own: `npx tsx tests/cluster/aiStub.ts --port 8900 --delay-ms 300` (prints the LLM_BASE_URL to use).
 * Control, for tests: `POST /stub/hold` keeps every answer back until `POST /stub/release`; `GET /stub/stats` counts
 * the answers by tool.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MATRIX_NOT_FOUND } from '@arcline/shared';

export const AI_STUB_MODEL = 'arcline-cluster-stub';
export const AI_STUB_DEFAULT_DELAY_MS = 300;

interface ChatMessage {
  role: string;
  content: string | null;
}

interface CompletionRequest {
  model?: string;
  messages?: ChatMessage[];
  tool_choice?: { type?: string; function?: { name?: string } };
  tools?: { function?: { name?: string } }[];
}

export interface AiStubStats {
  answered: Record<string, number>;
  refused: number;
  held: boolean;
}

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);

/** The first sentence of a paragraph, exactly as written (the product verifies quotes character for character). */
function firstSentence(text: string): string {
  const trimmed = text.trim();
  const end = /[.;:](\s|$)/.exec(trimmed.slice(20));
  return end ? trimmed.slice(0, 20 + end.index + 1) : trimmed.slice(0, 400);
}

/** `[n] text` lines of formatNumberedParagraphs (activities/src/ai/tools/instructions.ts). */
function numberedParagraphs(system: string): { number: number; text: string }[] {
  const paragraphs: { number: number; text: string }[] = [];
  for (const match of system.matchAll(/^\[(\d+)\] (.+)$/gm)) paragraphs.push({ number: Number(match[1]), text: match[2]! });
  return paragraphs;
}

function recordCell(system: string, question: string) {
  const queryWords = words(question.replace(/^Column: /m, ''));
  let best: { number: number; text: string; score: number } | undefined;
  for (const paragraph of numberedParagraphs(system)) {
    if (paragraph.text.trim().length < 25) continue;
    const paragraphWords = words(paragraph.text);
    const score = [...queryWords].filter((word) => paragraphWords.has(word)).length;
    if (score > 0 && (!best || score > best.score)) best = { ...paragraph, score };
  }
  if (!best) return { found: false, refineResult: MATRIX_NOT_FOUND, reasoning: 'No paragraph of the document shares a word with the query (AI stub).' };
  const quote = firstSentence(best.text);
  return {
    found: true,
    paragraphNumber: best.number,
    quote,
    refineResult: quote.length > 80 ? `${quote.slice(0, 77)}...` : quote,
    reasoning: `Paragraph ${best.number} shares ${best.score} words with the query (AI stub).`,
  };
}

function giveAnswer(system: string) {
  const passage = /<passage id="(P\d+)"[^>]*>([\s\S]*?)<\/passage>/.exec(system);
  if (!passage) return { answer: 'The stub model has no passages to answer from.', citations: [] };
  return { answer: 'An answer from the AI stub.', citations: [{ passage: passage[1], quote: firstSentence(passage[2]!) }] };
}

function answerFor(tool: string, system: string, lastUser: string): unknown {
  switch (tool) {
    case 'record_cell':
      return recordCell(system, lastUser);
    case 'give_answer':
      return giveAnswer(system);
    case 'respond_in_word':
      return { action: 'question', responseText: 'An answer from the AI stub.', inferredContext: 'document', citations: [] };
    case 'report_review':
      return { summary: 'Reviewed by the AI stub.', findings: [] };
    case 'give_translation':
      return { translatedText: lastUser, detectedSourceLanguage: 'en' };
    default:
      return undefined;
  }
}

async function readJson(request: IncomingMessage): Promise<CompletionRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as CompletionRequest;
}

function send(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

export interface AiStub {
  /** LLM_BASE_URL for the workers (ends in /v1). */
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts the stub in this process on `port` (0: a free one). */
export async function startAiStub(options: { port?: number; host?: string; delayMs?: number } = {}): Promise<AiStub> {
  const delayMs = options.delayMs ?? AI_STUB_DEFAULT_DELAY_MS;
  const stats: AiStubStats = { answered: {}, refused: 0, held: false };
  let released: Promise<void> = Promise.resolve();
  let release = () => {};
  let completions = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const url = request.url ?? '/';
      if (request.method === 'GET' && url === '/stub/stats') return send(response, 200, stats);
      if (request.method === 'POST' && url === '/stub/hold') {
        if (!stats.held) released = new Promise<void>((resolve) => (release = resolve));
        stats.held = true;
        return send(response, 200, stats);
      }
      if (request.method === 'POST' && url === '/stub/release') {
        stats.held = false;
        release();
        return send(response, 200, stats);
      }
      if (request.method !== 'POST' || !url.endsWith('/chat/completions')) {
        return send(response, 404, { error: { message: `The AI stub serves POST /v1/chat/completions, not ${request.method} ${url}`, type: 'invalid_request_error' } });
      }
      const body = await readJson(request);
      const messages = body.messages ?? [];
      const system = messages.filter((message) => message.role === 'system').map((message) => message.content ?? '').join('\n');
      const lastUser = messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
      const tool = body.tool_choice?.function?.name ?? body.tools?.[0]?.function?.name ?? '';
      const args = answerFor(tool, system, lastUser);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await released;
      if (args === undefined) {
        stats.refused += 1;
        return send(response, 400, { error: { message: `The AI stub does not answer the tool "${tool}".`, type: 'invalid_request_error' } });
      }
      stats.answered[tool] = (stats.answered[tool] ?? 0) + 1;
      completions += 1;
      const promptChars = messages.reduce((sum, message) => sum + (message.content?.length ?? 0), 0);
      send(response, 200, {
        id: `chatcmpl-stub-${completions}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? AI_STUB_MODEL,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: null, tool_calls: [{ id: `call_stub_${completions}`, type: 'function', function: { name: tool, arguments: JSON.stringify(args) } }] },
            finish_reason: 'tool_calls',
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: Math.ceil(promptChars / 4), completion_tokens: 60, total_tokens: Math.ceil(promptChars / 4) + 60 },
      });
    })().catch((error: unknown) => send(response, 500, { error: { message: String(error), type: 'server_error' } }));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface AiStubProcess {
  baseUrl: string;
  /** The environment that selects it for the workers (the product's selfHosted engine). */
  env: Record<string, string>;
  /** Keeps every answer back until release(): the AI calls in flight stay in flight. */
  hold(): Promise<void>;
  release(): Promise<void>;
  stats(): Promise<AiStubStats>;
  stop(): Promise<void>;
}

/** The stub as a process of its own (as a model server is), so the load generator's event loop does not delay it. */
export async function spawnAiStub(options: { delayMs?: number } = {}): Promise<AiStubProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'aiStub.ts'), '--port', '0', '--delay-ms', String(options.delayMs ?? AI_STUB_DEFAULT_DELAY_MS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /LLM_BASE_URL=(\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the AI stub exited (${code}): ${output}`)));
  });
  const origin = new URL(baseUrl).origin;
  const control = async (method: string, route: string) => (await fetch(`${origin}${route}`, { method })).json() as Promise<AiStubStats>;
  return {
    baseUrl,
    env: { LLM_BASE_URL: baseUrl, LLM_MODEL: AI_STUB_MODEL, LLM_API_KEY: '' },
    hold: async () => void (await control('POST', '/stub/hold')),
    release: async () => void (await control('POST', '/stub/release')),
    stats: () => control('GET', '/stub/stats'),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const option = (name: string, fallback: number) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? Number(process.argv[index + 1]) : fallback;
  };
  const stub = await startAiStub({ port: option('--port', 8900), delayMs: option('--delay-ms', AI_STUB_DEFAULT_DELAY_MS) });
  console.log(`AI stub (${AI_STUB_MODEL}) answering after ${option('--delay-ms', AI_STUB_DEFAULT_DELAY_MS)} ms: LLM_BASE_URL=${stub.baseUrl} LLM_MODEL=${AI_STUB_MODEL}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stub.close().then(() => process.exit(0)));
}
