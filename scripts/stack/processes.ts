import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves when the process ends, with its exit code or signal. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

export class StartupError extends Error {
  constructor(
    readonly part: string,
    readonly logFile: string | undefined,
    reason: string,
  ) {
    super(`${part} failed to start: ${reason}${logFile ? ` (log: ${logFile})` : ''}`);
  }
}

/** Starts a long-running child process with its output appended to `<logsDir>/<name>.log`. */
export function spawnLogged(
  name: string,
  command: string,
  args: string[],
  options: { logsDir: string; env?: NodeJS.ProcessEnv; cwd?: string },
): ManagedProcess {
  mkdirSync(options.logsDir, { recursive: true });
  const logFile = path.join(options.logsDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`\n--- ${new Date().toISOString()} ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)));
  return {
    name,
    child,
    logFile,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 10000);
      await exited;
      clearTimeout(killTimer);
      log.end();
    },
  };
}

export function tail(file: string, lines = 20): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

export async function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Waits until `ready()` is true, failing early if the process dies or the time runs out. A process that is not ready
 * in time is stopped before the failure is thrown: its launcher never got it to stop later, and it outlived the
 * launcher (a worker slow to poll on a loaded machine kept running after `npm start` had given up).
 */
export async function waitUntil(
  part: string,
  ready: () => Promise<boolean>,
  options: { timeoutMs: number; process?: ManagedProcess },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    const child = options.process?.child;
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new StartupError(part, options.process?.logFile, `exited with ${child.exitCode ?? child.signalCode}`);
    }
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await options.process?.stop();
  throw new StartupError(part, options.process?.logFile, `not ready after ${options.timeoutMs} ms`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function assertPortFree(part: string, port: number): Promise<void> {
  if (await isPortOpen(port)) {
    throw new StartupError(part, undefined, `port ${port} is already in use (is another copy running?)`);
  }
}
