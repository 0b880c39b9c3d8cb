import { describe, expect, it } from 'vitest';
import type { Sql } from '../data';
import { createServerErrorReporter } from './serverErrorReporter';

/** Records what the reporter stores, without a database. */
function recordingSql(): Sql & { stored: unknown[][] } {
  const stored: unknown[][] = [];
  const sql: Sql & { stored: unknown[][] } = {
    stored,
    async rows<T extends object>(_text: string, params: readonly unknown[] = []): Promise<T[]> {
      stored.push([...params]);
      return [{ id: '1' } as unknown as T];
    },
    transaction: async (work) => work(sql),
  };
  return sql;
}

describe('createServerErrorReporter', () => {
  it("keeps the @sentry/node client's own events: they pass the tunnel's schema and scrubbing", async () => {
    const sql = recordingSql();
    const logged: string[] = [];
    const reporter = createServerErrorReporter(
      { sql, fetch, now: () => new Date(), logError: (message) => logged.push(message) },
      { source: 'api', environment: 'test', release: 'arcline@test' },
    );
    reporter.capture(new Error('Request for dana@firm.example failed'), { tags: { request_id: 'req-1', where: 'POST /api/x' }, userId: '3f1c1f0e-7a3b-4d36-9a55-0f2b1d3c4e5f' });
    await reporter.flush(2000);
    expect(logged).toEqual([]);
    expect(sql.stored).toHaveLength(1);
    expect(sql.stored[0]).toEqual(expect.arrayContaining(['api', 'Error: Request for [email] failed', 'POST /api/x', 'req-1', 'test', 'arcline@test']));
  });
});
