import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../sync/testing/ManualClock';
import { waitForOffice, type OfficeReadyInfo } from './waitForOffice';

const TIMEOUT = 4000;

function deps(script: Promise<void>, ready: Promise<OfficeReadyInfo>) {
  const clock = new ManualClock();
  return { clock, deps: { clock, timeoutMs: TIMEOUT, loadScript: () => script, onReady: () => ready } };
}

describe('waitForOffice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is add-in mode when the script loads and Word signals ready in time', async () => {
    const { clock, deps: options } = deps(Promise.resolve(), Promise.resolve({ host: 'Word', platform: 'OfficeOnline' }));
    const result = waitForOffice(options);
    await clock.advance(0);
    expect(await result).toBe(true);
  });

  it('runs as the web app when Office is not ready within 4 s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { clock, deps: options } = deps(Promise.resolve(), new Promise(() => undefined));
    const result = waitForOffice(options);
    await clock.advance(TIMEOUT - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await clock.advance(0);
    expect(settled).toBe(false);
    await clock.advance(1);
    expect(await result).toBe(false);
  });

  it('runs as the web app when the script cannot load, or outside Word', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await waitForOffice(deps(Promise.reject(new Error('offline')), new Promise(() => undefined)).deps)).toBe(false);
    expect(await waitForOffice(deps(Promise.resolve(), Promise.resolve({ host: null, platform: null })).deps)).toBe(false);
    expect(await waitForOffice(deps(Promise.resolve(), Promise.resolve({ host: 'Excel', platform: 'PC' })).deps)).toBe(false);
  });
});
