import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { MATRIX_ASK_TEXTS, formatAskDate, parseRuntimeConfig, type MatrixColumn, type MatrixDetail } from '@arcline/shared';
import { storedPromptStore } from '@arcline/shared/data';
import { createAiProvider } from '../activities/src/ai';
import { pgSql } from '../activities/src/db/pgSql';
import { createMatrixAskActivities } from '../activities/src/matrix/askActivities';
import { fakeResponses, startFakeAnthropicServer } from '../activities/test-support/fakeAnthropicServer';
import type { RecordedRequest, ScriptedServer } from '../activities/test-support/scriptedServer';
import { startTestApi, type TestApi } from './harness/testApi';
import { CONTRACTS, matrixClient, uploadContracts } from './matrixSupport';
import './harness/stackEnv';

const [DISTRIBUTOR, SERVICES] = [CONTRACTS[0], CONTRACTS[1]];
const silent = { info: () => undefined, warn: () => undefined };

/** The cells Claude was given: the passages of the request's context, by label. */
function passagesOf(request: RecordedRequest): { label: string; elementId: string; text: string }[] {
  const context = JSON.stringify(request.body.system);
  return [...context.matchAll(/<passage id=\\"(P\d+)\\" source=\\"[^"\\]*\\" paragraphId=\\"([^"\\]+)\\">(.*?)<\/passage>/g)].map((match) => ({
    label: match[1]!,
    elementId: match[2]!,
    text: match[3]!,
  }));
}

describe('Ask the matrix with Claude (issue 31): the model reasons over the cells, only existing cells quoted verbatim are kept', () => {
  let api: TestApi;
  let db: pg.Pool;
  let fake: ScriptedServer;
  let ask: ReturnType<typeof createMatrixAskActivities>['answerMatrixQuestion'];
  let user: { id: string; companyId: string };
  let matrixId: string;
  let law: MatrixColumn;
  let detail: MatrixDetail;

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
    const login = await api.signUpAndIn();
    user = login.user;
    const me = matrixClient(api, login.token);
    matrixId = (await me.createMatrix('Asked of Claude')).id;
    await me.addDocuments(matrixId, await uploadContracts(api, login.token, [DISTRIBUTOR, SERVICES]));
    law = await me.addTemplateColumn(matrixId, 'Governing Law');
    detail = await me.waitUntilSettled(matrixId, 90000);
    fake = await startFakeAnthropicServer();
    const config = parseRuntimeConfig({ ...inject('stackEnv'), ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake.url, AI_CALLS_PER_SECOND: '100' });
    ask = createMatrixAskActivities({ db, ai: createAiProvider(config, { db, logger: silent }) }).answerMatrixQuestion;
  }, 180_000);
  afterAll(async () => {
    await fake?.close();
    await db?.end();
    await api?.close();
  });

  const lawCellOf = (name: string) => detail.rows.find((row) => row.document.name === name)!.cells[law.id]!;
  const question = async (text: string) => ask({ matrixId, userId: user.id, promptId: await storedPromptStore.add(pgSql(db), { companyId: user.companyId, userId: user.id }, { userPrompt: text, chatHistory: [] }) });

  it('keeps the citation of the Texas cell and drops an invented passage and a quote the cell does not hold', async () => {
    fake.setFallback((request) => {
      const passages = passagesOf(request);
      const texas = passages.find((passage) => passage.text.includes('Texas'))!;
      return fakeResponses.toolUse('give_answer', {
        answer: 'The distributor agreement is governed by Texas law.',
        citations: [
          { passage: texas.label, quote: 'the laws of the State of Texas' },
          { passage: texas.label, quote: 'the laws of the State of Delaware' },
          { passage: 'P99', quote: 'Texas' },
        ],
      });
    });
    const answer = await question('Which contracts are governed by Texas law?');
    const sent = passagesOf(fake.requests.at(-1)!);
    // The model is told the server's date, to count relative dates ("within the next year") from it (31a).
    const now = new Date();
    const today = formatAskDate(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`);
    expect(JSON.stringify(fake.requests.at(-1)!.body)).toContain(`Today is ${today}`);
    expect(sent.map((passage) => passage.elementId).sort()).toEqual([lawCellOf(DISTRIBUTOR).id, lawCellOf(SERVICES).id].sort());
    expect(answer).toMatchObject({ answer: 'The distributor agreement is governed by Texas law.', answered: true, engine: 'claude' });
    expect(answer.documents).toEqual([
      {
        documentId: detail.rows.find((row) => row.document.name === DISTRIBUTOR)!.document.id,
        documentName: DISTRIBUTOR,
        citations: [{ elementId: lawCellOf(DISTRIBUTOR).id, documentId: expect.any(String), columnId: law.id, quote: 'the laws of the State of Texas' }],
      },
    ]);
  });

  it('corrects an answer that cites a cell that does not exist and lists a document its typed value rules out (31l)', async () => {
    const services = lawCellOf(SERVICES);
    fake.setFallback((request) => {
      const passages = passagesOf(request);
      const texas = passages.find((passage) => passage.text.includes('Texas'))!;
      const other = passages.find((passage) => passage.elementId === services.id)!;
      return fakeResponses.toolUse('give_answer', {
        answer: 'Both the distributor agreement and the services agreement are governed by Texas law.',
        citations: [
          { passage: texas.label, quote: 'the laws of the State of Texas' },
          // The services agreement's own cell, quoted verbatim: the citation stands, the document does not (Israel).
          { passage: other.label, quote: services.refineResult },
          { passage: 'P99', quote: 'Texas' },
        ],
      });
    });
    const answer = await question('Which contracts are governed by Texas law?');
    // Before: answered by Claude as it was, the services agreement listed under Texas law.
    expect(answer.answer.startsWith(MATRIX_ASK_TEXTS.modelRuledOut([SERVICES], [law.name]))).toBe(true);
    expect(answer).toMatchObject({ answered: true, engine: 'local' });
    expect(answer.documents.map((document) => document.documentName)).toEqual([DISTRIBUTOR]);
    const cellIds = new Set(detail.rows.flatMap((row) => Object.values(row.cells).map((cell) => cell.id)));
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(answer.citations.every((citation) => cellIds.has(citation.elementId) && citation.elementId === lawCellOf(DISTRIBUTOR).id)).toBe(true);
  });

  it('refuses an answer none of whose citations is an existing cell quoted verbatim', async () => {
    fake.setFallback(() =>
      fakeResponses.toolUse('give_answer', { answer: 'Both are governed by Delaware law.', citations: [{ passage: 'P1', quote: 'the laws of the State of Delaware' }] }),
    );
    expect(await question('Which contracts are governed by Delaware law?')).toMatchObject({ answer: MATRIX_ASK_TEXTS.unsupported, answered: false, documents: [], citations: [] });
  });
});
