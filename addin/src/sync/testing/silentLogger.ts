import { vi, type Mock } from 'vitest';
import type { SyncLogger } from '../logger';

type LogMock = Mock<(...args: unknown[]) => void>;

/** A logger whose calls tests can inspect, printing nothing. */
export function silentLogger(): SyncLogger & { info: LogMock; warn: LogMock; error: LogMock } {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}
