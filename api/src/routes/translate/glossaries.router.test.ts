// Route test of glossaries.router.ts (GET /api/translate/glossaries, PUT /api/translate/glossary).
// Deeper: tests/translate.test.ts "glossary" (company scoping, bad glossaries, Apertium using the terms),
// tests/constraintViolations.test.ts.
import { describe, expect, it } from 'vitest';
import { GLOSSARY_MESSAGES, HTTP_ERROR_MESSAGES } from '@arcline/shared';
import { errorsOf, routeSuite } from '@arcline/tests/harness/routeSuite';

describe('glossaries.router', () => {
  const suite = routeSuite();
  const glossary = { sourceLanguage: 'da', targetLanguage: 'nb', entries: [{ source: 'Sælgeren', target: 'Leverandøren' }] };

  it('PUT /api/translate/glossary (super user) answers the glossary; GET /api/translate/glossaries lists it to a colleague', async () => {
    const superUser = await suite.signIn({ superUser: true });
    const put = await suite.put('/api/translate/glossary', superUser.token, glossary);
    expect({ status: put.status, body: put.body }).toEqual({ status: 200, body: { actionResult: glossary } });
    const colleague = await suite.colleague(superUser.user);
    const listed = await suite.get('/api/translate/glossaries', colleague.token);
    expect(listed.status).toBe(200);
    expect(listed.body.collection).toEqual([expect.objectContaining(glossary)]);
  });

  it("GET /api/translate/glossaries does not show another company's glossary", async () => {
    const superUser = await suite.signIn({ superUser: true });
    await suite.put('/api/translate/glossary', superUser.token, glossary);
    const stranger = await suite.signIn();
    const listed = await suite.get('/api/translate/glossaries', stranger.token);
    expect({ status: listed.status, body: listed.body }).toEqual({ status: 200, body: { collection: [], other_data: {} } });
  });

  it('PUT /api/translate/glossary is a 404 for a user who is not a super user; a bad glossary is a 400', async () => {
    const { token } = await suite.signIn({ admin: true });
    const hidden = await suite.put('/api/translate/glossary', token, glossary);
    expect({ status: hidden.status, body: hidden.body }).toEqual({ status: 404, body: errorsOf(HTTP_ERROR_MESSAGES[404]) });
    const superUser = await suite.signIn({ superUser: true });
    const badSource = await suite.put('/api/translate/glossary', superUser.token, { ...glossary, sourceLanguage: 'auto' });
    expect({ status: badSource.status, body: badSource.body }).toEqual({ status: 400, body: errorsOf(GLOSSARY_MESSAGES.sourceLanguage) });
    const twice = await suite.put('/api/translate/glossary', superUser.token, { ...glossary, entries: [...glossary.entries, { source: 'sælgeren', target: 'x' }] });
    expect({ status: twice.status, body: twice.body }).toEqual({ status: 400, body: errorsOf(GLOSSARY_MESSAGES.duplicate('sælgeren')) });
  });

  it('both need a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('GET', '/api/translate/glossaries');
    await suite.expectUnauthenticated('PUT', '/api/translate/glossary', glossary);
  });
});
