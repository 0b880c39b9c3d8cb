import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Context } from '@temporalio/activity';
import type pg from 'pg';
import type { AiProvider, MatrixCellInput, MatrixCellResult } from '../../activities/src/ai/types';

const contractsDir = path.resolve(import.meta.dirname, '../fixtures/contracts');

/** The CUAD contracts of tests/fixtures/contracts as paragraphs. */
export const CONTRACT_PARAGRAPHS = readdirSync(contractsDir)
  .filter((name) => name.endsWith('.txt'))
  .map((name) => ({ name, paragraphs: readFileSync(path.join(contractsDir, name), 'utf8').split(/\n+/).map((line) => line.trim()).filter(Boolean) }));

/**
 * `count` COMPLETED attachments of the user, indexed like an extracted upload (the fixture contracts in turn), written
 * straight to the database in batches: what a matrix benchmark or a fairness test needs without uploading thousands
 * of files. Answers their ids.
 */
export async function insertIndexedAttachments(db: pg.Pool, userId: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const batch = 500;
  for (let offset = 0; offset < ids.length; offset += batch) {
    const slice = ids.slice(offset, offset + batch);
    const contracts = slice.map((_, index) => CONTRACT_PARAGRAPHS[(offset + index) % CONTRACT_PARAGRAPHS.length]!);
    await db.query(
      `insert into attachments (id, user_id, name, size, mime_type, md5, blob_name, status, paragraph_count)
       select t.id, $1, t.name, 1, 'text/plain', replace(t.id::text, '-', ''), 'bench/' || t.id, 'COMPLETED', t.paragraphs
       from unnest($2::uuid[], $3::text[], $4::int[]) as t(id, name, paragraphs)`,
      [userId, slice, contracts.map((contract, index) => `${offset + index}-${contract.name}`), contracts.map((contract) => contract.paragraphs.length)],
    );
    // One short chunk per attachment: the stub AI does not read them, and 10,000 full contracts would be 500 MB.
    await db.query(
      `insert into text_chunks (user_id, source_type, source_id, ordinal, content)
       select $1, 'attachment', t.id, 0, t.content from unnest($2::uuid[], $3::text[]) as t(id, content)`,
      [userId, slice, contracts.map((contract) => contract.paragraphs[0] ?? '')],
    );
  }
  return ids;
}

function activityContext(): Context | undefined {
  try {
    return Context.current();
  } catch {
    return undefined;
  }
}

/**
 * The AI replaced by a fixed latency; counts the calls, and the calls in flight, to check the bounds hold. `before`
 * runs first in every call (a test holds a chosen call with it).
 */
export function latencyStub(latencyMs: number, options: { before?: (input: MatrixCellInput) => Promise<void> } = {}) {
  let inFlight = 0;
  let peak = 0;
  let calls = 0;
  const extractMatrixCell = async (input: MatrixCellInput): Promise<MatrixCellResult> => {
    inFlight += 1;
    calls += 1;
    peak = Math.max(peak, inFlight);
    try {
      await options.before?.(input);
      // Inside an activity the wait ends when Temporal cancels the attempt, as a real provider's aborted request would.
      await (activityContext()?.sleep(latencyMs) ?? new Promise((resolve) => setTimeout(resolve, latencyMs)));
    } finally {
      inFlight -= 1;
    }
    return { result: `Stub answer for ${input.columnName}.`, refineResult: 'Stub', referenceResult: '', engine: 'local' };
  };
  return { ai: { extractMatrixCell } as Pick<AiProvider, 'extractMatrixCell'>, peak: () => peak, calls: () => calls, inFlight: () => inFlight };
}
