import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import proto, { type temporal } from '@temporalio/proto';

// The default import: tsx (the record script) loads @temporalio/proto as CommonJS without named exports.
const { History } = proto.temporal.api.history.v1;
type History = temporal.api.history.v1.History;

/** The recorded workflow histories the replay test runs (docs/testing.md "Replay tests"). */
export const HISTORIES_DIR = path.resolve(import.meta.dirname, '../fixtures/histories');

export interface HistoryFixture {
  file: string;
  workflowType: string;
  workflowId: string;
  history: History;
}

/**
 * Writes a history as `<name>.json`: protobufjs's JSON form (enum names, 64-bit numbers as strings, payload data in
 * base64), which History.fromObject turns back into the same bytes. Not the SDK's historyToJSON/historyFromJSON: in
 * this install @temporalio/common and @temporalio/proto load two copies of protobufjs and those throw.
 */
export function writeHistoryFixture(name: string, history: temporal.api.history.v1.IHistory): string {
  const file = path.join(HISTORIES_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(History.fromObject(history).toJSON(), null, 1)}\n`);
  return file;
}

/** Every recorded history: `*.json` (tests/histories/record.ts) and the binary `*.binpb` other tests record. */
export function readHistoryFixtures(): HistoryFixture[] {
  return readdirSync(HISTORIES_DIR)
    .filter((file) => file.endsWith('.json') || file.endsWith('.binpb'))
    .sort()
    .map((file) => {
      const bytes = readFileSync(path.join(HISTORIES_DIR, file));
      const history = file.endsWith('.json') ? History.fromObject(JSON.parse(bytes.toString('utf8'))) : History.decode(bytes);
      const started = history.events[0]?.workflowExecutionStartedEventAttributes;
      if (!started) throw new Error(`${file} does not start with WorkflowExecutionStarted`);
      return {
        file,
        workflowType: started.workflowType?.name ?? '',
        // Replay needs an id only to tell the runs apart; the history does not hold its own.
        workflowId: file,
        history,
      };
    });
}
