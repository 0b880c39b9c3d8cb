// Route test of translate.router.ts (POST /api/translate/text, /request-upload, /file; GET /api/translate/files; the
// glossary routes it mounts have their own test beside glossaries.router.ts). Deeper: tests/translate.test.ts (engines,
// E001–E005 for every file type, quotas), tests/translateFiles.test.ts (files through the worker, the recent list),
// tests/translateEngines.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_MESSAGES } from '@arcline/shared';
import { routeSuite } from '@arcline/tests/harness/routeSuite';

describe('translate.router', () => {
  const suite = routeSuite();

  it('POST /api/translate/text answers the translation and the detected language', async () => {
    const { token } = await suite.signIn();
    const reply = await suite.post('/api/translate/text', token, { text: 'Købesummen betales senest den 1. marts 2025.', targetLanguage: 'nb' });
    expect(reply.status).toBe(200);
    expect(reply.body.actionResult).toMatchObject({ translatedText: expect.stringMatching(/\S/), detectedOriginalLanguage: 'da', mismatches: [] });
  });

  it('POST /api/translate/text without a target language is E001 with the spec message; empty text is ignored', async () => {
    const { token } = await suite.signIn();
    const missing = await suite.post('/api/translate/text', token, { text: 'Aftalen' });
    expect({ status: missing.status, body: missing.body }).toEqual({ status: 400, body: { code: 'E001', errors: [TRANSLATION_MESSAGES.targetLanguageRequired] } });
    const empty = await suite.post('/api/translate/text', token, { text: '   ', targetLanguage: 'nb', sourceLanguage: 'da' });
    expect({ status: empty.status, body: empty.body }).toEqual({
      status: 200,
      body: { actionResult: { translatedText: '', detectedOriginalLanguage: 'da', engine: null, mismatches: [] } },
    });
  });

  it('POST /api/translate/request-upload answers the upload id, URL and topic; a bad file is E002/E003', async () => {
    const { token } = await suite.signIn();
    const reply = await suite.post('/api/translate/request-upload', token, { name: 'Kontrakt.docx', size: 100 });
    expect(reply.status).toBe(200);
    expect(reply.body.actionResult).toEqual({ uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/), uploadUrl: expect.stringMatching(/^https?:\/\//), pushNotificationTopicId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const noExtension = await suite.post('/api/translate/request-upload', token, { name: 'Kontrakt', size: 10 });
    expect({ status: noExtension.status, body: noExtension.body }).toEqual({ status: 400, body: { code: 'E002', errors: [TRANSLATION_MESSAGES.invalidExtension] } });
    const exe = await suite.post('/api/translate/request-upload', token, { name: 'Kontrakt.exe', size: 10 });
    expect({ status: exe.status, body: exe.body }).toEqual({ status: 400, body: { code: 'E003', errors: [TRANSLATION_MESSAGES.unsupportedType] } });
  });

  it("POST /api/translate/file answers the owner's upload id and topic; another user's upload is a 404", async () => {
    const owner = await suite.signIn();
    const { uploadId, pushNotificationTopicId } = (await suite.post('/api/translate/request-upload', owner.token, { name: 'Kontrakt.docx', size: 100 })).body.actionResult;
    const stranger = await suite.signIn();
    const theirs = await suite.post('/api/translate/file', stranger.token, { uploadId, targetLanguage: 'nb' });
    expect({ status: theirs.status, body: theirs.body }).toEqual({ status: 404, body: { errors: [TRANSLATION_MESSAGES.uploadNotFound] } });
    const unknown = await suite.post('/api/translate/file', owner.token, { uploadId: randomUUID(), targetLanguage: 'nb' });
    expect(unknown.status).toBe(404);
    const mine = await suite.post('/api/translate/file', owner.token, { uploadId, targetLanguage: 'nb', sourceLanguage: 'da' });
    expect({ status: mine.status, body: mine.body }).toEqual({ status: 200, body: { actionResult: { uploadId, pushNotificationTopicId } } });
  });

  it('GET /api/translate/files answers a collection, empty for a user with no translation started', async () => {
    const { token } = await suite.signIn();
    await suite.post('/api/translate/request-upload', token, { name: 'Aldrig.txt', size: 10 });
    const reply = await suite.get('/api/translate/files', token);
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { collection: [], other_data: {} } });
  });

  it('every call needs a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('POST', '/api/translate/text', { text: 'Aftalen', targetLanguage: 'nb' });
    await suite.expectUnauthenticated('POST', '/api/translate/request-upload', { name: 'Kontrakt.docx', size: 100 });
    await suite.expectUnauthenticated('POST', '/api/translate/file', { uploadId: randomUUID(), targetLanguage: 'nb' });
    await suite.expectUnauthenticated('GET', '/api/translate/files');
  });
});
