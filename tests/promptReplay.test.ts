import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Worker } from '@temporalio/worker';
import { temporal } from '@temporalio/proto';

/** Every workflow of the main task queue, from the sources (as the worker bundles them). */
const workflowsPath = path.resolve(import.meta.dirname, '../workflows/src/index.ts');
const fixture = (name: string) => path.resolve(import.meta.dirname, 'fixtures/histories', name);
/** Binary protobuf: this install's protobufjs copies cannot read the JSON form (`historyFromJSON`). */
const history = (name: string) => temporal.api.history.v1.History.decode(readFileSync(fixture(name)));

/**
 * Prompts moved out of the workflow inputs (issue 34 item 7): runs recorded with the old input shape (the prompt, the
 * chat history and the context in the input, recorded at a13f74e by tests/promptsOutOfHistory.test.ts with
 * RECORD_PROMPT_HISTORIES=1) and with the new one (the stored prompt's id) must replay on today's workflow code; so
 * must the hourly clean-up recorded before it deleted stored prompts (its new step is behind a patch).
 */
describe('chat workflows replay histories of both input shapes', () => {
  it.each([
    'run-prompt-inline-prompt.binpb',
    'chat-in-word-inline-prompt.binpb',
    'web-search-inline-prompt.binpb',
    'run-prompt.binpb',
    'chat-in-word.binpb',
    'web-search.binpb',
    'cleanup-before-stored-prompts.binpb',
  ])('%s', async (name) => {
    expect(existsSync(fixture(name)), `${name} is recorded`).toBe(true);
    await Worker.runReplayHistory({ workflowsPath }, history(name));
  });
});
