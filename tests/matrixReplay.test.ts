import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';
import { Worker } from '@temporalio/worker';
import { temporal } from '@temporalio/proto';
import { matrixWorkflowsPath } from '../activities/src/matrix/matrixWorker';

/** Binary protobuf: this install's protobufjs copies cannot read the JSON form (`historyFromJSON`). */
const history = (name: string) => temporal.api.history.v1.History.decode(readFileSync(path.resolve(import.meta.dirname, 'fixtures/histories', name)));

/**
 * Recorded histories of matrix-cell runs (a cell that waited for its document then was answered; a cell the AI refused
 * for good) must replay on today's workflow code: a change that breaks determinism for running cells fails here.
 */
describe('matrixCellWorkflow replays recorded histories', () => {
  it.each(['matrix-cell-completed.binpb', 'matrix-cell-failed.binpb'])('%s', async (name) => {
    await Worker.runReplayHistory({ workflowsPath: matrixWorkflowsPath }, history(name));
  });
});
