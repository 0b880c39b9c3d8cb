// Route test of matrixQueries.router.ts (GET /api/matrix-queries, the template library of spec 02 §7).
// Deeper: tests/matrix.test.ts (the clauses of the library), tests/admin.test.ts (a company's own templates).
import { describe, expect, it } from 'vitest';
import { routeSuite } from '@arcline/tests/harness/routeSuite';

describe('matrixQueries.router', () => {
  const suite = routeSuite();

  it('GET /api/matrix-queries answers a collection of {id, name}', async () => {
    const { token } = await suite.signIn();
    const reply = await suite.get('/api/matrix-queries', token);
    expect(reply.status).toBe(200);
    expect(reply.body.collection.length).toBeGreaterThan(0);
    for (const query of reply.body.collection) expect(query).toMatchObject({ id: expect.any(String), name: expect.any(String) });
  });

  it("does not list another company's own templates", async () => {
    const admin = await suite.signIn({ admin: true });
    const created = await suite.post('/api/admin/templates', admin.token, { name: `Only ours ${Date.now()}`, query: 'Who signs for us?', answerKind: 'text' });
    expect(created.status).toBe(201);
    const ours = await suite.get('/api/matrix-queries', admin.token);
    expect(ours.body.collection.map((query: { name: string }) => query.name)).toContain(created.body.entity.name);
    const stranger = await suite.signIn();
    const theirs = await suite.get('/api/matrix-queries', stranger.token);
    expect(theirs.body.collection.map((query: { id: string }) => query.id)).not.toContain(created.body.entity.id);
  });

  it('needs a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('GET', '/api/matrix-queries');
  });
});
