import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';
import { Worker } from '@temporalio/worker';
import { temporal } from '@temporalio/proto';
import { matrixWorkflowsPath } from '@arcline/worker/matrixWorker';

/** Binary protobuf: this install's protobufjs copies cannot read the JSON form (`historyFromJSON`). */
const history = (name: string) => temporal.api.history.v1.History.decode(readFileSync(path.resolve(import.meta.dirname, 'fixtures/histories', name)));

/**
 * Recorded histories of the matrix worker's workflows must replay on today's workflow code: a change that breaks
 * determinism for running cells, fan-outs or cancellations fails here. Cells: one that waited for its document then
 * was answered, one the AI refused for good. Fan-outs (recorded by tests/matrixFanout.test.ts with
 * RECORD_MATRIX_HISTORIES=1): 24 cells started through a window of 8, with waits (recorded before the fan-out watched
 * its cells in flight: it still ends once everything is started); one whose command never committed; one that watched
 * its request until a cell whose run was terminated was failed.
 */
describe('matrix workflows replay recorded histories', () => {
  it.each([
    'matrix-cell-completed.binpb',
    'matrix-cell-failed.binpb',
    'matrix-fanout-dispatched.binpb',
    'matrix-fanout-abandoned.binpb',
    'matrix-fanout-watched.binpb',
    'matrix-cancel.binpb',
  ])('%s', async (name) => {
    await Worker.runReplayHistory({ workflowsPath: matrixWorkflowsPath }, history(name));
  });
});
