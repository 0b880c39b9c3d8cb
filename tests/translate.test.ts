import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { GLOSSARY_MESSAGES, TRANSLATION_MESSAGES, TRANSLATION_SERVER_MESSAGES, checkNumbersAndTerms } from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';

const TEXT_QUOTA = 120;
const FILE_QUOTA = 1000;
const DANISH = 'Købesummen betales senest den 1. marts 2025.';

describe('translation calls: /api/translate/text, request-upload and file (spec 02 §5, §7, §8)', () => {
  let api: TestApi;
  let token: string;
  let companyId: string;
  let db: pg.Pool;

  beforeAll(async () => {
    api = await startTestApi({ env: { TRANSLATION_TEXT_QUOTA_CHARS: String(TEXT_QUOTA), TRANSLATION_FILE_QUOTA_CHARS: String(FILE_QUOTA) } });
    const signedIn = await api.signUpAndIn();
    token = signedIn.token;
    companyId = signedIn.user.companyId;
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
  }, 60_000);
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });

  async function post(pathname: string, json: unknown, as = token) {
    const res = await api.request(pathname, { method: 'POST', token: as, json });
    return { status: res.status, body: await res.json() };
  }

  describe('POST /api/translate/text', () => {
    it('translates Danish to Norwegian with Apertium, detecting the language, and records the characters', async () => {
      const { status, body } = await post('/api/translate/text', { text: DANISH, targetLanguage: 'nb', sourceLanguage: 'auto' });
      expect(status).toBe(200);
      expect(body.actionResult).toEqual({
        translatedText: 'Kjøpesummen betales senest den 1. mars 2025.',
        detectedOriginalLanguage: 'da',
        engine: 'apertium',
        mismatches: [],
        unknownWords: [],
      });
      const { rows } = await db.query('select kind, characters, engine from translation_usage where company_id = $1', [companyId]);
      expect(rows).toEqual([{ kind: 'text', characters: DANISH.length, engine: 'apertium' }]);
    }, 60_000);

    it('lists what the number check finds missing in the translation', async () => {
      const { status, body } = await post('/api/translate/text', { text: 'Lejen er 12.500 kr. jf. § 4.2.', targetLanguage: 'sv', sourceLanguage: 'da' });
      expect(status).toBe(200);
      expect(body.actionResult.engine).toBe('apertium');
      expect(body.actionResult.mismatches).toEqual(checkNumbersAndTerms('Lejen er 12.500 kr. jf. § 4.2.', body.actionResult.translatedText, { source: 'da', target: 'sv' }));
    }, 60_000);

    it('lists the words Apertium did not know, kept as written and without its marks, and keeps figures, codes and company forms (issue 30)', async () => {
      const text = 'Udlejeren afgøres med omhu. Fjord ApS betaler 2 500 000 SEK inden 30 dage.';
      const { token: fresh } = await api.signUpAndIn(); // a company of its own: the others' text quota is small
      const { status, body } = await post('/api/translate/text', { text, targetLanguage: 'sv', sourceLanguage: 'da' }, fresh);
      expect(status).toBe(200);
      const { translatedText, unknownWords, mismatches } = body.actionResult;
      expect(translatedText).not.toMatch(/[*#@]/);
      expect(translatedText).toContain('Fjord ApS betalar 2 500 000 SEK');
      expect(unknownWords.map((word: { word: string }) => word.word)).toEqual(expect.arrayContaining(['Udlejeren', 'afgøres', 'omhu']));
      for (const { word, at } of unknownWords) expect(translatedText.slice(at, at + word.length)).toBe(word);
      expect(mismatches.filter((mismatch: { kind: string }) => mismatch.kind !== 'term')).toEqual([]);
    }, 60_000);

    it('ignores empty text', async () => {
      const { status, body } = await post('/api/translate/text', { text: '   ', targetLanguage: 'nb', sourceLanguage: 'da' });
      expect(status).toBe(200);
      expect(body.actionResult).toEqual({ translatedText: '', detectedOriginalLanguage: 'da', engine: null, mismatches: [] });
    });

    it('requires a target language (E001 with the spec message)', async () => {
      const { status, body } = await post('/api/translate/text', { text: DANISH, sourceLanguage: 'da' });
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'E001', errors: [TRANSLATION_MESSAGES.targetLanguageRequired] });
    });

    it('refuses a language the translator does not know (E002)', async () => {
      const { status, body } = await post('/api/translate/text', { text: DANISH, targetLanguage: 'xx' });
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'E002', errors: [TRANSLATION_MESSAGES.unknownLanguage('xx')] });
    });

    it('refuses a pair no configured engine serves (E002 in the user\'s words; the operator detail is logged), never a fake translation', async () => {
      const { status, body } = await post('/api/translate/text', { text: 'The buyer bears the risk from delivery.', targetLanguage: 'da' });
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'E002', errors: ['Translation from English to Danish is not available here. Ask your administrator to turn on a translator for these languages.'] });
    }, 60_000);

    it('translates Nynorsk chosen as the source or the target with Apertium, and refuses Nynorsk with English in the user\'s words (issue 30)', async () => {
      const other = await api.signUpAndIn();
      const fromNynorsk = await post('/api/translate/text', { text: 'Leiga skal betalast i kvar månad.', sourceLanguage: 'nn', targetLanguage: 'nb' }, other.token);
      expect(fromNynorsk.status).toBe(200);
      expect(fromNynorsk.body.actionResult).toMatchObject({ detectedOriginalLanguage: 'nn', engine: 'apertium' });
      expect(fromNynorsk.body.actionResult.translatedText).toMatch(/hver måned/);
      const intoNynorsk = await post('/api/translate/text', { text: 'Lejen betales hver måned.', sourceLanguage: 'da', targetLanguage: 'NN' }, other.token);
      expect(intoNynorsk.status).toBe(200);
      expect(intoNynorsk.body.actionResult.translatedText).toMatch(/kvar månad/);
      const english = await post('/api/translate/text', { text: 'Lejen betales hver måned.', sourceLanguage: 'nn', targetLanguage: 'en-GB' }, other.token);
      expect(english).toEqual({ status: 400, body: { code: 'E002', errors: [TRANSLATION_MESSAGES.languagePairNotAvailable('nn', 'en-GB')] } });
      const upload = await post('/api/translate/request-upload', { name: 'Avtale.docx', size: 100, sourceLanguage: 'nn', targetLanguage: 'en-US' }, other.token);
      expect(upload).toEqual({ status: 400, body: { code: 'E002', errors: [TRANSLATION_MESSAGES.languagePairNotAvailable('nn', 'en-US')] } });
    }, 60_000);

    it('refuses text whose language cannot be detected (E002)', async () => {
      const { status, body } = await post('/api/translate/text', { text: '12345 67890', targetLanguage: 'da' });
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'E002', errors: [TRANSLATION_SERVER_MESSAGES.languageNotDetected] });
    }, 60_000);

    it('answers E003 with the exact quota message once the monthly text quota would be passed', async () => {
      const { token: other, user } = await api.signUpAndIn();
      await db.query(`insert into translation_usage (id, company_id, user_id, kind, characters, engine) values ($1, $2, $3, 'text', 100, 'apertium')`, [
        `test/${randomUUID()}`,
        user.companyId,
        user.id,
      ]);
      const { status, body } = await post('/api/translate/text', { text: DANISH, targetLanguage: 'nb' }, other);
      expect(status).toBe(403);
      expect(body).toEqual({ code: 'E003', errors: [TRANSLATION_MESSAGES.textQuotaExceeded(100, TEXT_QUOTA)], charactersUsed: 100, quotaCharacters: TEXT_QUOTA });
      expect(body.errors[0]).toBe(
        'Your current quota is insufficient for this translation. You have already translated 100 characters this month. Your current text translation quota is 120 characters. If you would like to do more translations, please contact support.',
      );
    });
  });

  describe('POST /api/translate/request-upload', () => {
    it('answers an upload id, a write-only SAS URL and the push topic', async () => {
      const { status, body } = await post('/api/translate/request-upload', { name: 'Kontrakt.docx', size: 20_000 });
      expect(status).toBe(200);
      const { uploadId, uploadUrl, pushNotificationTopicId } = body.actionResult;
      expect(uploadId).toMatch(/^[0-9a-f-]{36}$/);
      expect(pushNotificationTopicId).toMatch(/^[0-9a-f-]{36}$/);
      const sas = new URL(uploadUrl).searchParams;
      expect(sas.get('sp')).toBe('cw');
      expect((await fetch(uploadUrl)).status).toBe(403);
    });

    it('refuses a target no translator here serves before anything is uploaded, in the user\'s words (issue 30)', async () => {
      const pair = await post('/api/translate/request-upload', { name: 'Lejekontrakt.docx', size: 20_000, sourceLanguage: 'da', targetLanguage: 'en-GB' });
      expect(pair).toEqual({
        status: 400,
        body: { code: 'E002', errors: ['Translation from Danish to English (British) is not available here. Ask your administrator to turn on a translator for these languages.'] },
      });
      const detected = await post('/api/translate/request-upload', { name: 'Lejekontrakt.docx', size: 20_000, sourceLanguage: 'auto', targetLanguage: 'en-US' });
      expect(detected.body).toEqual({ code: 'E002', errors: [TRANSLATION_MESSAGES.targetLanguageNotAvailable('en-US')] });
      const served = await post('/api/translate/request-upload', { name: 'Lejekontrakt.docx', size: 20_000, sourceLanguage: 'auto', targetLanguage: 'nb' });
      expect(served.status).toBe(200);
    });

    it.each([
      [{}, 'E001', TRANSLATION_MESSAGES.invalidData],
      [{ name: 'Kontrakt.docx', size: -1 }, 'E001', TRANSLATION_MESSAGES.invalidData],
      [{ name: 'Kontrakt', size: 10 }, 'E002', TRANSLATION_MESSAGES.invalidExtension],
      [{ name: 'Kontrakt.exe', size: 10 }, 'E003', TRANSLATION_MESSAGES.unsupportedType],
      [{ name: 'Kontrakt.docx', size: 30 * 1024 * 1024 + 1 }, 'E004', 'File size too large. Maximum size for Word Document is 30 MB.'],
      [{ name: 'Kontrakt.doc', size: 31 * 1024 * 1024 }, 'E004', 'File size too large. Maximum size for Word Document is 30 MB.'],
      [{ name: 'Slides.pptx', size: 31 * 1024 * 1024 }, 'E004', 'File size too large. Maximum size for PowerPoint Presentation is 30 MB.'],
      [{ name: 'Sheet.xlsx', size: 31 * 1024 * 1024 }, 'E004', 'File size too large. Maximum size for Excel Spreadsheet is 30 MB.'],
      [{ name: 'Scan.pdf', size: 31 * 1024 * 1024 }, 'E004', 'File size too large. Maximum size for PDF Document is 30 MB.'],
      [{ name: 'Page.htm', size: 5 * 1024 * 1024 + 1 }, 'E004', 'File size too large. Maximum size for HTML Document is 5 MB.'],
      [{ name: 'Notes.txt', size: 1024 * 1024 + 1 }, 'E004', 'File size too large. Maximum size for Text File is 1 MB.'],
    ])('refuses %j with %s', async (json, code, message) => {
      const { status, body } = await post('/api/translate/request-upload', json);
      expect(status).toBe(400);
      expect(body).toEqual({ code, errors: [message] });
    });

    it('answers E005 with the characters already used once the file quota is spent', async () => {
      const { token: other, user } = await api.signUpAndIn();
      await db.query(`insert into translation_usage (id, company_id, user_id, kind, characters, engine) values ($1, $2, $3, 'file', 1500, 'apertium')`, [
        `test/${randomUUID()}`,
        user.companyId,
        user.id,
      ]);
      const { status, body } = await post('/api/translate/request-upload', { name: 'Kontrakt.docx', size: 100 }, other);
      expect(status).toBe(403);
      expect(body).toEqual({ code: 'E005', errors: [TRANSLATION_MESSAGES.fileQuotaExceeded(1500, FILE_QUOTA)], charactersUsed: 1500, quotaCharacters: FILE_QUOTA });
      expect(body.errors[0]).toBe(
        'Your current quota is insufficient for this translation. You have already translated 1500 characters this month. Your current file translation quota is 1000 characters. If you would like to do more file translations, please contact support.',
      );
    });
  });

  describe('POST /api/translate/file', () => {
    it("answers 404 for another user's upload and for an unknown one, E001 for a malformed id", async () => {
      const { body } = await post('/api/translate/request-upload', { name: 'Kontrakt.docx', size: 100 });
      const { token: stranger } = await api.signUpAndIn();
      const theirs = await post('/api/translate/file', { uploadId: body.actionResult.uploadId, targetLanguage: 'nb' }, stranger);
      expect(theirs).toEqual({ status: 404, body: { errors: [TRANSLATION_MESSAGES.uploadNotFound] } });
      const unknown = await post('/api/translate/file', { uploadId: randomUUID(), targetLanguage: 'nb' });
      expect(unknown).toEqual({ status: 404, body: { errors: [TRANSLATION_MESSAGES.uploadNotFound] } });
      const malformed = await post('/api/translate/file', { uploadId: 'not-an-id', targetLanguage: 'nb' });
      expect(malformed).toEqual({ status: 400, body: { code: 'E001', errors: [TRANSLATION_MESSAGES.uploadIdInvalid] } });
    });

    it('answers the upload id and its topic for the owner', async () => {
      const { body } = await post('/api/translate/request-upload', { name: 'Kontrakt.docx', size: 100 });
      const { status, body: answer } = await post('/api/translate/file', { uploadId: body.actionResult.uploadId, targetLanguage: 'nb', sourceLanguage: 'da' });
      expect(status).toBe(200);
      expect(answer.actionResult).toEqual({ uploadId: body.actionResult.uploadId, pushNotificationTopicId: body.actionResult.pushNotificationTopicId });
    });

    it('refuses a missing target language with the spec message', async () => {
      const { body } = await post('/api/translate/request-upload', { name: 'Kontrakt.docx', size: 100 });
      const { status, body: answer } = await post('/api/translate/file', { uploadId: body.actionResult.uploadId });
      expect(status).toBe(400);
      expect(answer).toEqual({ code: 'E001', errors: [TRANSLATION_MESSAGES.targetLanguageRequired] });
    });
  });

  describe('glossaries: GET /api/translate/glossaries, PUT /api/translate/glossary (super users)', () => {
    const glossary = { sourceLanguage: 'da', targetLanguage: 'nb', entries: [{ source: 'sælgeren', target: 'leverandøren' }] };

    it('a super user sets the company glossary; its users read it, other companies do not see it', async () => {
      const { token: superUser, user } = await api.signUpAndIn({ superUser: true });
      const saved = await api.request('/api/translate/glossary', { method: 'PUT', token: superUser, json: glossary });
      expect(saved.status).toBe(200);
      expect((await saved.json()).actionResult).toEqual(glossary);
      const { token: colleague } = await api.signUpAndIn({ companyId: user.companyId });
      const listed = await api.request('/api/translate/glossaries', { token: colleague });
      expect((await listed.json()).collection).toEqual([glossary]);
      const elsewhere = await api.request('/api/translate/glossaries', { token });
      expect((await elsewhere.json()).collection).toEqual([]);
      const cleared = await api.request('/api/translate/glossary', { method: 'PUT', token: superUser, json: { ...glossary, entries: [] } });
      expect(cleared.status).toBe(200);
      expect((await (await api.request('/api/translate/glossaries', { token: colleague })).json()).collection).toEqual([]);
    });

    it('is a 404 for users who are not super users, and refuses bad glossaries with clear messages', async () => {
      const refused = await api.request('/api/translate/glossary', { method: 'PUT', token, json: glossary });
      expect(refused.status).toBe(404);
      const { token: superUser } = await api.signUpAndIn({ superUser: true });
      const put = async (json: unknown) => {
        const res = await api.request('/api/translate/glossary', { method: 'PUT', token: superUser, json });
        return { status: res.status, body: await res.json() };
      };
      expect(await put({ ...glossary, targetLanguage: 'xx' })).toEqual({ status: 400, body: { errors: [GLOSSARY_MESSAGES.targetLanguage] } });
      expect(await put({ ...glossary, entries: [{ source: ' ', target: 'x' }] })).toEqual({ status: 400, body: { errors: [GLOSSARY_MESSAGES.term] } });
      expect(await put({ ...glossary, entries: [...glossary.entries, { source: 'Sælgeren', target: 'selgeren' }] })).toEqual({
        status: 400,
        body: { errors: [GLOSSARY_MESSAGES.duplicate('Sælgeren')] },
      });
    });

    it('Apertium da→nb uses the glossary term instead of its own translation', async () => {
      const { token: superUser } = await api.signUpAndIn({ superUser: true });
      const text = 'Sælgeren leverer varen.';
      const before = await post('/api/translate/text', { text, targetLanguage: 'nb', sourceLanguage: 'da' }, superUser);
      expect(before.body.actionResult.translatedText).toBe('Selgeren leverer varen.');
      expect((await api.request('/api/translate/glossary', { method: 'PUT', token: superUser, json: glossary })).status).toBe(200);
      const after = await post('/api/translate/text', { text, targetLanguage: 'nb', sourceLanguage: 'da' }, superUser);
      expect(after.body.actionResult).toMatchObject({ translatedText: 'Leverandøren leverer varen.', engine: 'apertium' });
    }, 60_000);
  });
});
