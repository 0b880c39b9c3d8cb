// Route test of health.router.ts (GET /api/health). Deeper: tests/foundation.test.ts (every dependency healthy),
// tests/databaseUnavailable.test.ts (503 when PostgreSQL is down).
import { describe, expect, it } from 'vitest';
import { routeSuite } from '@arcline/tests/harness/routeSuite';

describe('health.router', () => {
  const suite = routeSuite();

  it('GET /api/health is public and reports each dependency with its latency', async () => {
    const reply = await suite.get('/api/health');
    const dependency = { ok: true, latencyMs: expect.any(Number) };
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 200,
      body: { ok: true, dependencies: { database: dependency, temporal: dependency, blobStorage: dependency } },
    });
  });
});
