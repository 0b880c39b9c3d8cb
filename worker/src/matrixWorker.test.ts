import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@arcline/shared';
import { matrixWorkerSettings } from './matrixWorker';

describe('matrixWorkerSettings', () => {
  it('defaults to 10 AI calls at once, a prefetch of as many (unset) and 100 cells in flight per user', () => {
    expect(matrixWorkerSettings(parseRuntimeConfig({}))).toEqual({ cellConcurrency: 10, userCellsInFlight: 100, dispatchBatch: 50 });
  });

  it('reads MATRIX_CELL_CONCURRENCY, MATRIX_CELL_PREFETCH and MATRIX_USER_CELLS_IN_FLIGHT from the runtime config', () => {
    const config = parseRuntimeConfig({ MATRIX_CELL_CONCURRENCY: '4', MATRIX_CELL_PREFETCH: '2', MATRIX_USER_CELLS_IN_FLIGHT: '12' });
    expect(matrixWorkerSettings(config)).toEqual({ cellConcurrency: 4, cellPrefetch: 2, userCellsInFlight: 12, dispatchBatch: 50 });
  });

  it('refuses a setting that is not a positive integer', () => {
    expect(() => parseRuntimeConfig({ MATRIX_CELL_CONCURRENCY: '0' })).toThrow(/MATRIX_CELL_CONCURRENCY/);
    expect(() => parseRuntimeConfig({ MATRIX_USER_CELLS_IN_FLIGHT: '1.5' })).toThrow(/MATRIX_USER_CELLS_IN_FLIGHT/);
  });
});
