import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, chmodSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { DEFAULT_PORTS } from '@arcline/shared';
import { projectRoot } from '../../scripts/stack/paths';

/** `npm run start:cluster` as a user runs it, in its own process group so Ctrl-C (SIGINT) reaches it as from a terminal. */
export interface LaunchedCluster {
  origin: string;
  apiOrigins: string[];
  output(): string;
  /** The pid of the process listening on a TCP port of this machine (the real API process, not its tsx wrapper). */
  listenerPid(port: number): number;
  /** Ctrl-C; resolves with how the launcher ended and the processes of its group still alive 15 s after (none, if all is well). */
  stop(): Promise<{ result: number | string; survivors: string[] }>;
}

export async function launchCluster(options: { env: NodeJS.ProcessEnv; upWithinMs: number }): Promise<LaunchedCluster> {
  const dataDir = mkdtempSync('/var/tmp/arcline-cluster-');
  chmodSync(dataDir, 0o755); // embedded PostgreSQL runs initdb as `postgres` when we are root
  const launcher: ChildProcess = spawn('npm', ['run', 'start:cluster'], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env, ARCLINE_DATA_DIR: dataDir },
  });
  let output = '';
  launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => launcher.once('exit', (code, signal) => resolve(signal ?? code ?? 'unknown')));
  const deadline = Date.now() + options.upWithinMs;
  while (!output.includes('The Arcline cluster is up in')) {
    if (launcher.exitCode !== null) throw new Error(`start:cluster exited (${launcher.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      process.kill(-launcher.pid!, 'SIGKILL');
      throw new Error(`start:cluster not up within ${options.upWithinMs / 1000} s:\n${output}`);
    }
    await sleep(500);
  }
  const apiOrigins = [1, 2].map((offset) => `http://127.0.0.1:${DEFAULT_PORTS.web + offset}`);
  return {
    origin: `http://127.0.0.1:${DEFAULT_PORTS.web}`,
    apiOrigins,
    output: () => output,
    listenerPid(port) {
      const listed = spawnSync('ss', ['-Htlnp', `sport = :${port}`], { encoding: 'utf8' }).stdout;
      const pid = /pid=(\d+)/.exec(listed)?.[1];
      if (!pid) throw new Error(`nothing listens on :${port}`);
      return Number(pid);
    },
    async stop() {
      if (launcher.exitCode === null) process.kill(-launcher.pid!, 'SIGINT');
      const result = await Promise.race([exited, sleep(60_000).then(() => 'still running')]);
      const group = () => spawnSync('pgrep', ['-a', '-g', String(launcher.pid)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
      let survivors = group();
      for (const until = Date.now() + 15_000; survivors.length && Date.now() < until; survivors = group()) await sleep(250);
      if (survivors.length) process.kill(-launcher.pid!, 'SIGKILL');
      spawnSync('rm', ['-rf', path.resolve(dataDir)]);
      return { result, survivors };
    },
  };
}
