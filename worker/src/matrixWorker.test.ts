import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@arcline/shared';
import { MATRIX_CELLS_IN_FLIGHT_PER_SLOT } from '@arcline/shared';
import { derivedCellWindow, matrixCellSlots, matrixWorkerSettings } from './matrixWorker';

describe('matrixWorkerSettings', () => {
  it('defaults to 10 AI calls at once, a prefetch of as many (unset) and a window of the workers\' slots per user', () => {
    expect(MATRIX_CELLS_IN_FLIGHT_PER_SLOT).toBe(1);
    expect(matrixWorkerSettings(parseRuntimeConfig({}))).toEqual({ cellConcurrency: 10, userCellsInFlight: 20, dispatchBatch: 50 });
    expect(matrixWorkerSettings(parseRuntimeConfig({}), 2).userCellsInFlight).toBe(40);
  });

  it('derives the window from each worker\'s slots (AI calls + prefetch) and the workers polling, at least one of each', () => {
    expect(matrixCellSlots({ cellConcurrency: 4, cellPrefetch: 2 })).toBe(6);
    expect(matrixCellSlots({ cellConcurrency: 4 })).toBe(8);
    expect(derivedCellWindow(6, 3)).toBe(18);
    expect(derivedCellWindow(6, 0)).toBe(6);
    const config = parseRuntimeConfig({ MATRIX_CELL_CONCURRENCY: '4', MATRIX_CELL_PREFETCH: '2' });
    expect(matrixWorkerSettings(config, 2)).toEqual({ cellConcurrency: 4, cellPrefetch: 2, userCellsInFlight: 12, dispatchBatch: 50 });
  });

  it('reads MATRIX_CELL_CONCURRENCY, MATRIX_CELL_PREFETCH and MATRIX_USER_CELLS_IN_FLIGHT from the runtime config', () => {
    const config = parseRuntimeConfig({ MATRIX_CELL_CONCURRENCY: '4', MATRIX_CELL_PREFETCH: '2', MATRIX_USER_CELLS_IN_FLIGHT: '12' });
    expect(matrixWorkerSettings(config)).toEqual({ cellConcurrency: 4, cellPrefetch: 2, userCellsInFlight: 12, dispatchBatch: 50 });
    // A window set by hand stands whatever the workers.
    expect(matrixWorkerSettings(config, 5).userCellsInFlight).toBe(12);
  });

  it('refuses a setting that is not a positive integer', () => {
    expect(() => parseRuntimeConfig({ MATRIX_CELL_CONCURRENCY: '0' })).toThrow(/MATRIX_CELL_CONCURRENCY/);
    expect(() => parseRuntimeConfig({ MATRIX_USER_CELLS_IN_FLIGHT: '1.5' })).toThrow(/MATRIX_USER_CELLS_IN_FLIGHT/);
  });
});
