import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnLogged, StartupError, waitUntil } from './processes';

describe('waitUntil', () => {
  const logsDir = mkdtempSync(path.join(tmpdir(), 'arcline-processes-'));
  afterAll(() => rmSync(logsDir, { recursive: true, force: true }));

  it('stops a process that is not ready in time, so it cannot outlive the launcher that gave up on it', async () => {
    const proc = spawnLogged('never-ready', process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { logsDir });

    const failure = await waitUntil('never-ready', async () => false, { timeoutMs: 300, process: proc }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toContain('not ready after 300 ms');
    expect(proc.child.exitCode !== null || proc.child.signalCode !== null).toBe(true);
  });
});
