import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporal as proto } from '@temporalio/proto';
import {
  MATRIX_ASK_MESSAGES,
  MATRIX_ASK_TEXTS,
  type MatrixAskAnswer,
  type MatrixColumn,
} from '@arcline/shared';
import { matrixAskWorkflowId } from '@arcline/shared/contracts';
import { startTestApi, type TestApi } from './harness/testApi';
import { CONTRACTS, matrixClient, uploadContracts } from './matrixSupport';

/** The distributor (2013, Texas, non-compete), services (2019, Israel), supply (2018, 10 years, non-compete), license (2018, California). */
const [DISTRIBUTOR, SERVICES, SUPPLY, LICENSE] = [CONTRACTS[0], CONTRACTS[1], CONTRACTS[2], CONTRACTS[4]];

describe('Ask the matrix (issue 31): questions answered from the typed columns, every citation an existing cell', () => {
  let api: TestApi;
  let token: string;
  let me: ReturnType<typeof matrixClient>;
  let matrixId: string;
  const columns: Record<'signed' | 'nonCompete' | 'law' | 'term', MatrixColumn> = {} as never;

  beforeAll(async () => {
    api = await startTestApi();
    ({ token } = await api.signUpAndIn());
    me = matrixClient(api, token);
    const attachmentIds = await uploadContracts(api, token, [DISTRIBUTOR, SERVICES, SUPPLY, LICENSE]);
    matrixId = (await me.createMatrix('Ask')).id;
    await me.addDocuments(matrixId, attachmentIds);
    const custom = (name: string, customQuery: string, answerKind: string) => me.addColumn(matrixId, { name, queryType: 'CUSTOM', customQuery, answerKind });
    columns.signed = await custom('Signed', 'What is the date of the agreement?', 'date');
    columns.nonCompete = await custom('Non-compete?', 'Is there a non-compete restriction?', 'yes-no');
    columns.term = await custom('Term', 'What is the term of the agreement?', 'duration');
    columns.law = await me.addTemplateColumn(matrixId, 'Governing Law');
    const settled = await me.waitUntilSettled(matrixId, 90000);
    expect(settled.aggregatedResultStatus).toMatchObject({ processing: 0, failed: 0 });
  }, 180_000);
  afterAll(async () => {
    await api?.close();
  });

  const ask = (question: string) => me.ask(matrixId, question);

  const expectRealCitations = (answer: MatrixAskAnswer) => me.expectRealCitations(answer);
  const names = (answer: MatrixAskAnswer) => answer.documents.map((document) => document.documentName);

  it('answers a governing-law question from the answers of the law column, citing them', async () => {
    const { topicId, answer } = await ask('Which contracts are governed by Texas law?');
    expect(answer).toMatchObject({ answered: true, engine: 'local' });
    expect(names(answer)).toEqual([DISTRIBUTOR]);
    expect(answer.documents[0]!.citations.map((citation) => citation.columnId)).toEqual([columns.law.id]);
    expect(answer.documents[0]!.citations[0]!.quote).toMatch(/Texas/);
    expect(answer.answer).toContain(MATRIX_ASK_TEXTS.matches(1, 4));
    await expectRealCitations(answer);
    // Durable and findable: the workflow is named after its topic.
    const workflow = api.temporal.workflow.getHandle(matrixAskWorkflowId(topicId));
    // The answer and the end of the topic are sent before the run completes: wait for its result, then look.
    await workflow.result();
    expect((await workflow.describe()).status.name).toBe('COMPLETED');
    // The question is stored like the chat's prompts: it is nowhere in the workflow's history.
    const history = Buffer.from(proto.api.history.v1.History.encode(await workflow.fetchHistory()).finish());
    expect(history.includes(Buffer.from('Which contracts are governed by Texas law?'))).toBe(false);
    expect(history.includes(Buffer.from(matrixId))).toBe(true);
  });

  it('filters by yes/no, dates and durations', async () => {
    const nonCompete = (await ask('Which contracts have a non-compete?')).answer;
    // In the table's order: the four were added together, so by name.
    expect(names(nonCompete)).toEqual([DISTRIBUTOR, SUPPLY].sort());
    expect(nonCompete.citations.every((citation) => citation.columnId === columns.nonCompete.id)).toBe(true);
    await expectRealCitations(nonCompete);

    const after2018 = (await ask('Which contracts were signed after 2018?')).answer;
    expect(names(after2018)).toEqual([SERVICES]);
    await expectRealCitations(after2018);

    const long = (await ask('Which contracts have a term longer than 2 years?')).answer;
    expect(names(long)).toContain(SUPPLY);
    const terms = (await me.detail(matrixId)).rows;
    for (const row of terms) {
      const value = row.cells[columns.term.id]!.typedValue as { years: number; months: number; days: number } | null;
      const longer = value !== null && value.years * 365 + value.months * 30 + value.days > 730;
      expect(names(long).includes(row.document.name)).toBe(longer);
    }
    await expectRealCitations(long);

    const both = (await ask('Which contracts with a non-compete were signed in 2018?')).answer;
    expect(names(both)).toEqual([SUPPLY]);
    expect(both.documents[0]!.citations.map((citation) => citation.columnId).sort()).toEqual([columns.signed.id, columns.nonCompete.id].sort());
  });

  it("says plainly what its columns cannot decide, and cites nothing", async () => {
    for (const question of ["Which of these contracts can be terminated for convenience on less than 60 days' notice?", 'Summarise the indemnities.']) {
      const { answer } = await ask(question);
      expect(answer).toEqual({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false, documents: [], citations: [], engine: 'local' });
    }
  });

  it("refuses an empty question; another user's matrix and a malformed id are 404", async () => {
    expect(await me.call('POST', `/api/matrices/${matrixId}/ask`, { question: '  ' })).toMatchObject({ status: 400, body: { errors: [MATRIX_ASK_MESSAGES.questionRequired] } });
    expect(await me.call('POST', `/api/matrices/${matrixId}/ask`, { question: 'x'.repeat(1001) })).toMatchObject({ status: 400, body: { errors: [MATRIX_ASK_MESSAGES.questionTooLong] } });
    const stranger = matrixClient(api, (await api.signUpAndIn()).token);
    expect((await stranger.call('POST', `/api/matrices/${matrixId}/ask`, { question: 'Which contracts are governed by Texas law?' })).status).toBe(404);
    expect((await me.call('POST', '/api/matrices/not-a-matrix/ask', { question: 'Which contracts are governed by Texas law?' })).status).toBe(404);
  });
});
