import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnLogged } from './processes';
import { service } from './services';
import { supervise } from './supervisor';

describe('supervise', () => {
  const logsDir = mkdtempSync(path.join(tmpdir(), 'arcline-supervisor-'));
  afterEach(() => rmSync(logsDir, { recursive: true, force: true }));

  /** A real child process that lives `lifetimeMs`, then exits with code 3. */
  const launchShortLived = (lifetimeMs: number, launches: number[]) => async () => {
    launches.push(Date.now());
    const proc = spawnLogged('flaky', process.execPath, ['-e', `console.log('up'); setTimeout(() => process.exit(3), ${lifetimeMs})`], { logsDir });
    return service('flaky part', 'nowhere', proc);
  };

  it('restarts a part that dies, with growing backoff, naming it in the console', { timeout: 30000 }, async () => {
    const lines: string[] = [];
    const launches: number[] = [];
    const launch = launchShortLived(50, launches);
    const part = supervise(await launch(), launch, { say: (line) => lines.push(line), minBackoffMs: 100, maxBackoffMs: 400, healthyAfterMs: 60000 });
    await expect.poll(() => launches.length, { timeout: 20000 }).toBeGreaterThanOrEqual(4);
    await part.stop();
    const gaps = launches.slice(1).map((at, index) => at - launches[index]!);
    expect(gaps[2]!).toBeGreaterThan(gaps[0]!);
    expect(lines).toContain('  ✗ flaky part exited (code 3); restarting in 0.1 s');
    expect(lines).toContain('  ✓ flaky part restarted (1 restart so far)');
    expect(lines.some((line) => line.includes('| up'))).toBe(true);
  });

  it('neither restarts nor reports a part that exits once the stack is stopping (Ctrl-C reaches every part at once)', async () => {
    const lines: string[] = [];
    const launches: number[] = [];
    const launch = launchShortLived(100, launches);
    const shutdown = new AbortController();
    const part = supervise(await launch(), launch, { say: (line) => lines.push(line), minBackoffMs: 50, signal: shutdown.signal });
    shutdown.abort();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(launches).toHaveLength(1);
    expect(lines).toEqual([]);
    await part.stop();
  });

  it('stops for good on stop(): no restart afterwards', async () => {
    const launches: number[] = [];
    const launch = launchShortLived(60000, launches);
    const part = supervise(await launch(), launch, { say: () => undefined, minBackoffMs: 50 });
    await part.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(launches).toHaveLength(1);
  });
});
