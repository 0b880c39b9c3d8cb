/**
 * The README's first line as a new user meets it (run by `.ci/first-run` in a fresh clone, after `npm install`):
 * `npm start` in the background, then /api/health, the add-in's manifest and task pane over HTTPS (on by default), a
 * sign-in as the demo user, one chat question answered through its push topic, the matrix list page in Chromium, and
 * Ctrl-C; every part must stop and no port of the stack stay open.
 * Exits 1 with the launcher's output when any step fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ADDIN_MANIFEST_PATH,
  DEFAULT_PORTS,
  MATRIX_TEXTS,
  PUSH_MESSAGE_TYPES,
  STORAGE_KEYS,
  WEB_ROUTES,
  parseRuntimeConfig,
  type PushNotification,
  type PushPayload,
} from '@arcline/shared';
import { launchChromium } from '../tests/harness/chromium';
import { isPortOpen } from './stack/processes';
import { projectRoot } from './stack/paths';
import { getWithDevelopmentCa } from './stack/devCertificates';

const origin = `http://127.0.0.1:${DEFAULT_PORTS.web}`;
/** Word's origin: `npm start` serves the app over HTTPS too, by default, with development certificates. */
const addinOrigin = `https://localhost:${parseRuntimeConfig({}).ADDIN_HTTPS_PORT}`;
const DEMO = { usernameOrEmail: 'demo@example.com', password: parseRuntimeConfig({}).SEED_PASSWORD };
const LIMITS_MS = { up: 240_000, answer: 60_000, page: 30_000, stop: 60_000 };
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[first-run ${seconds()}] ${line}`);

// A new process group, as a terminal's foreground job: Ctrl-C reaches every process in it at once.
const launcher = spawn('npm', ['start'], { cwd: projectRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
const exited = new Promise<number | string>((resolve) => launcher.once('exit', (code, signal) => resolve(signal ?? code ?? 'unknown')));

async function until<T>(what: string, limitMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (launcher.exitCode !== null) throw new Error(`npm start exited (${launcher.exitCode}) while waiting for ${what}`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(250);
  }
  throw new Error(`${what}: not within ${limitMs / 1000} s`);
}

async function api<T>(pathname: string, init: { method?: string; token?: string; json?: unknown } = {}): Promise<T> {
  const res = await fetch(`${origin}${pathname}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The manifest, over plain HTTP and over HTTPS, points Word at the HTTPS origin, and the task pane loads there. */
async function checkAddinHttps(): Promise<void> {
  const taskPane = `${addinOrigin}/taskpane.html`;
  const overHttp = await (await fetch(`${origin}${ADDIN_MANIFEST_PATH}`)).text();
  if (!overHttp.includes(`DefaultValue="${taskPane}"`)) throw new Error(`the manifest does not point Word at ${taskPane}:\n${overHttp.slice(0, 2000)}`);
  const manifest = await getWithDevelopmentCa(`${addinOrigin}${ADDIN_MANIFEST_PATH}`);
  if (manifest.status !== 200 || manifest.body !== overHttp) throw new Error(`${addinOrigin}${ADDIN_MANIFEST_PATH} answered ${manifest.status}, not the same manifest`);
  const pane = await getWithDevelopmentCa(taskPane);
  if (pane.status !== 200) throw new Error(`${taskPane} answered ${pane.status}`);
  say(`add-in over HTTPS: the manifest points Word at ${taskPane}, which loads`);
}

async function check(): Promise<void> {
  await until('/api/health', LIMITS_MS.up, async () => ((await fetch(`${origin}/api/health`)).ok ? true : undefined));
  await until('the launcher to report the stack up', 30_000, async () => (output.includes('Arcline is up in') ? true : undefined));
  say(`up: ${output.match(/Arcline is up in [\d.]+ s/)?.[0]}`);
  await checkAddinHttps();

  const { token } = await api<{ token: string }>('/api/auth/login', { method: 'POST', json: DEMO });
  say('signed in as the demo user');

  const question = 'What is the governing law of this agreement?';
  const { actionResult } = await api<{ actionResult: { pushNotificationTopicId: string } }>('/api/ai/run-prompt', {
    method: 'POST',
    token,
    json: { userPrompt: question, attachments: [], chatHistory: [{ id: 'q1', agent: 'user', type: 'chat-message', chatMessage: question }] },
  });
  const topic = actionResult.pushNotificationTopicId;
  const payloads = await until('the chat answer on its push topic', LIMITS_MS.answer, async () => {
    const query = new URLSearchParams({ topicIds: JSON.stringify([topic]), lastNSeconds: '300' });
    const { collection } = await api<{ collection: PushNotification[] }>(`/api/push-notifications?${query}`, { token });
    const types = collection.map((notification) => notification.payload.type);
    return types.includes(PUSH_MESSAGE_TYPES.endOfTopic) ? collection.map((notification) => notification.payload) : undefined;
  });
  const answer = payloads.find((payload: PushPayload) => payload.type === PUSH_MESSAGE_TYPES.runPromptResponse);
  if (!answer) throw new Error(`the chat topic ended without an answer: ${JSON.stringify(payloads)}`);
  say(`chat answered: ${JSON.stringify((answer.action as { chatMessage?: string } | undefined)?.chatMessage ?? '').slice(0, 100)}`);

  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await context.addInitScript(
      ({ keys, token }) => {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.isLoggedIn, 'true');
      },
      { keys: STORAGE_KEYS, token },
    );
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${origin}${WEB_ROUTES.matrix}`);
    await page.getByRole('button', { name: MATRIX_TEXTS.newMatrix }).waitFor({ timeout: LIMITS_MS.page });
    if (pageErrors.length) throw new Error(`the matrix list page threw: ${pageErrors.join('; ')}`);
    say(`matrix list page shown in Chromium (${new URL(page.url()).pathname})`);
  } finally {
    await browser.close();
  }
}

/** The processes still in a process group, as `pid command` lines. */
function processesOfGroup(pgid: number): string[] {
  const listed = spawnSync('pgrep', ['-a', '-g', String(pgid)], { encoding: 'utf8' });
  return listed.stdout.split('\n').filter(Boolean);
}

async function stop(): Promise<void> {
  if (launcher.exitCode === null && launcher.pid) process.kill(-launcher.pid, 'SIGINT');
  const result = await Promise.race([exited, sleep(LIMITS_MS.stop).then(() => 'still running')]);
  if (result === 'still running') throw new Error(`npm start did not stop within ${LIMITS_MS.stop / 1000} s of Ctrl-C`);
  // The launcher's parts end after it (npm forwards the signal and exits): give the group a moment, then name survivors.
  let survivors = processesOfGroup(launcher.pid!);
  for (const deadline = Date.now() + 15_000; survivors.length && Date.now() < deadline; survivors = processesOfGroup(launcher.pid!)) {
    await sleep(250);
  }
  if (survivors.length) throw new Error(`processes of npm start outlived Ctrl-C:\n${survivors.join('\n')}`);
  const open: string[] = [];
  const ports = { ...DEFAULT_PORTS, addinHttps: Number(new URL(addinOrigin).port) };
  for (const [part, port] of Object.entries(ports)) if (await isPortOpen(port)) open.push(`${part} :${port}`);
  if (open.length) throw new Error(`ports left open after Ctrl-C: ${open.join(', ')}`);
  say(`stopped on Ctrl-C (${result}); no part left, no port open`);
}

try {
  await check();
  await stop();
  say('passed');
  process.exit(0);
} catch (error) {
  say(`FAILED: ${(error as Error).message}`);
  console.log(`--- npm start printed:\n${output}`);
  if (launcher.pid && launcher.exitCode === null) {
    try {
      process.kill(-launcher.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  process.exit(1);
}
