import { describe, expect, it } from 'vitest';
import type { RunnerState } from '@arcline/shared';
import { BackgroundRunner, type RunOutcome } from './BackgroundRunner';
import { ManualClock } from './testing/ManualClock';
import { silentLogger } from './testing/silentLogger';

/** A run whose outcome each test scripts: a list of outcomes, 'error' throws, 'hang' waits for release(). */
function setup(script: (RunOutcome | 'error' | 'hang')[], maxRetries = 2) {
  const clock = new ManualClock();
  const logger = silentLogger();
  const states: RunnerState[] = [];
  let runs = 0;
  let release: () => void = () => undefined;
  const runner = new BackgroundRunner({
    name: 'test runner',
    intervalMs: 100,
    maxRetries,
    clock,
    logger,
    run: async () => {
      runs += 1;
      const step = script.shift() ?? 'success';
      if (step === 'error') throw new Error('boom');
      if (step === 'hang') {
        await new Promise<void>((resolve) => (release = resolve));
        return 'success';
      }
      return step;
    },
  });
  runner.onStateChange((state) => states.push(state));
  return { clock, logger, states, runner, runs: () => runs, release: () => release() };
}

describe('BackgroundRunner', () => {
  it('starts stopped, runs at once on start, then every interval while waiting', async () => {
    const { clock, runner, runs, states } = setup([]);
    expect(runner.state).toBe('stopped');
    runner.start();
    expect(runner.state).toBe('waiting');
    await clock.advance(0);
    expect(runs()).toBe(1);
    await clock.advance(99);
    expect(runs()).toBe(1);
    await clock.advance(1);
    expect(runs()).toBe(2);
    expect(states).toEqual(['waiting', 'running', 'waiting', 'running', 'waiting']);
  });

  it('is running during a run', async () => {
    const { clock, runner, release } = setup(['hang']);
    runner.start();
    await clock.advance(0);
    expect(runner.state).toBe('running');
    release();
    await clock.advance(0);
    expect(runner.state).toBe('waiting');
  });

  it('retries an error after 1000 ms, then after 2^n s, and resets the count on success', async () => {
    const { clock, runner, runs } = setup(['error', 'error', 'success'], 5);
    runner.start();
    await clock.advance(0);
    expect(runner.state).toBe('error-retrying');
    expect(runner.retryCount).toBe(1);
    await clock.advance(999);
    expect(runs()).toBe(1);
    await clock.advance(1);
    expect(runs()).toBe(2);
    expect(runner.retryCount).toBe(2);
    await clock.advance(3999);
    expect(runs()).toBe(2);
    await clock.advance(1);
    expect(runs()).toBe(3);
    expect(runner.state).toBe('waiting');
    expect(runner.retryCount).toBe(0);
  });

  it('is error-stopped after the maximum retries, and start() recovers it', async () => {
    const { clock, runner, runs, logger } = setup(['error', 'error', 'error'], 2);
    runner.start();
    await clock.advance(60_000);
    expect(runs()).toBe(3);
    expect(runner.state).toBe('error-stopped');
    expect(logger.error).toHaveBeenCalledWith('test runner stopped after 2 retries');
    await clock.advance(60_000);
    expect(runs()).toBe(3);
    runner.start();
    await clock.advance(0);
    expect(runs()).toBe(4);
    expect(runner.state).toBe('waiting');
  });

  it('ends an interrupted run as stopped', async () => {
    const { clock, runner, runs } = setup(['interrupted']);
    runner.start();
    await clock.advance(0);
    expect(runner.state).toBe('stopped');
    await clock.advance(1000);
    expect(runs()).toBe(1);
  });

  it('turns a stop during a run into stop-requested, then stopped when the run ends, whatever its outcome', async () => {
    const { clock, runner, release, states, runs } = setup(['hang']);
    runner.start();
    await clock.advance(0);
    runner.stop();
    expect(runner.state).toBe('stop-requested');
    release();
    await clock.advance(0);
    expect(runner.state).toBe('stopped');
    expect(states.slice(-2)).toEqual(['stop-requested', 'stopped']);
    await clock.advance(1000);
    expect(runs()).toBe(1);
  });

  it('stops a waiting or retrying runner at once and cancels its timer', async () => {
    const { clock, runner, runs } = setup(['error']);
    runner.start();
    await clock.advance(0);
    expect(runner.state).toBe('error-retrying');
    runner.stop();
    expect(runner.state).toBe('stopped');
    expect(clock.pendingTimers).toBe(0);
    await clock.advance(5000);
    expect(runs()).toBe(1);
  });

  it('runNow runs a waiting runner at once and re-runs right after a current run', async () => {
    const { clock, runner, runs, release } = setup(['success', 'hang']);
    runner.start();
    await clock.advance(0);
    runner.runNow();
    await clock.advance(0);
    expect(runs()).toBe(2);
    runner.runNow();
    release();
    await clock.advance(0);
    expect(runs()).toBe(3);
  });
});
