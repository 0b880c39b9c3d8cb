import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX_ASK_TEXTS, type MatrixAskAnswer, type MatrixColumn, type MatrixDetail, type MatrixElementDetail, type MatrixPartyValue } from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';
import { uploadWorkbenchCorpus } from './matrixWorkbenchCorpus';
import { CONTRACTS, matrixClient } from './matrixSupport';

describe('Ask the matrix by party (issue 31, 31x): real contracts, the Parties template and Governing Law', () => {
  let api: TestApi;
  let token: string;
  let me: ReturnType<typeof matrixClient>;
  let matrixId: string;
  const columns: Record<string, MatrixColumn> = {};
  let detail: MatrixDetail;

  beforeAll(async () => {
    api = await startTestApi();
    ({ token } = await api.signUpAndIn());
    me = matrixClient(api, token);
    const ids = await uploadWorkbenchCorpus(api, token, CONTRACTS);
    matrixId = (await me.createMatrix('Parties')).id;
    await me.addDocuments(matrixId, ids);
    columns.parties = await me.addTemplateColumn(matrixId, 'Parties');
    columns.law = await me.addTemplateColumn(matrixId, 'Governing Law');
    detail = await me.waitUntilSettled(matrixId, 240_000);
  }, 400_000);
  afterAll(async () => {
    await api?.close();
  });

  const ask = async (question: string) => (await me.ask(matrixId, question)).answer;
  const names = (answer: MatrixAskAnswer) => answer.documents.map((document) => document.documentName);
  const partiesOf = (name: string) => (detail.rows.find((row) => row.document.name === name)!.cells[columns.parties!.id]!.typedValue ?? []) as MatrixPartyValue[];

  it('lists the contracts a named party signed, each citing its Parties cell verbatim', async () => {
    expect(partiesOf('cuad-mphase-cobranding.txt').map((party) => party.name).join('; ')).toMatch(/mPhase/i);
    const mphase = await ask('Which contracts is mPhase a party to?');
    expect(names(mphase)).toEqual(['cuad-mphase-cobranding.txt']);
    for (const citation of mphase.citations) {
      expect(citation.columnId).toBe(columns.parties!.id);
      const element = (await me.call('GET', `/api/matrices/elements/${citation.elementId}`)).body.entity as MatrixElementDetail;
      expect(`${element.refineResult}\n${element.referenceResult}`).toContain(citation.quote);
    }
    expect(names(await ask('List the contracts with Palmer Square'))).toEqual(['cuad-palmersquare-tm-license.txt']);
    // With the law: Palmer Square's licence is under New York law, so it is listed; under Texas law, no contract.
    expect(names(await ask('Which contracts with Palmer Square are governed by New York law?'))).toEqual(['cuad-palmersquare-tm-license.txt']);
    expect((await ask('Which contracts with Palmer Square are governed by Texas law?')).answer).toContain(MATRIX_ASK_TEXTS.noMatch);
    // Names as a lawyer writes them: one word of a two-word name, a name in capitals in the contract, a defined name's owner.
    expect(names(await ask('Which contracts is Lucent a party to?'))).toEqual(['cuad-mphase-cobranding.txt']);
    expect(names(await ask('Show the agreements with Zynga'))).toEqual([CONTRACTS[4]]);
    expect(names(await ask('Which contracts are between Lucent and mPhase?'))).toEqual(['cuad-mphase-cobranding.txt']);
    expect(names(await ask('Which contracts are with Vayyar or Snotarator?'))).toEqual([CONTRACTS[0], 'cuad-healthcare-reseller.txt']);
  });

  it('refuses a role it cannot decide ("where we are the licensee") and a party no contract has', async () => {
    for (const question of ['Which contracts where we are the licensee?', 'Which contracts are with Globex Corporation?']) {
      expect(await ask(question)).toEqual({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false, documents: [], citations: [], engine: 'local' });
    }
  });
});
