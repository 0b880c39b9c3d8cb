import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX_ASK_TEXTS, SHORT_ANSWER_TEXTS, type MatrixAskAnswer, type MatrixColumn, type MatrixDetail, type MatrixElementWithPrevious } from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';
import { CUAD_TITLES, cuadTexts, uploadWorkbenchCorpus } from './matrixWorkbenchCorpus';
import { CONTRACTS, matrixClient, uploadAttachment, waitForAttachment } from './matrixSupport';

const NEW_YORK = Object.keys(CUAD_TITLES);

describe("Matrix workbench, a lawyer's pass (issue 31, 31u): nine real contracts, typed columns of templates and own wording", () => {
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
    matrixId = (await me.createMatrix('Lawyer pass')).id;
    await me.addDocuments(matrixId, ids);
    const custom = (name: string, customQuery: string, answerKind: string, answerOptions?: string[]) =>
      me.addColumn(matrixId, { name, queryType: 'CUSTOM', customQuery, answerKind, ...(answerOptions ? { options: answerOptions } : {}) });
    columns.law = await me.addTemplateColumn(matrixId, 'Governing Law');
    columns.agreementDate = await me.addTemplateColumn(matrixId, 'Agreement Date');
    columns.nonCompete = await me.addTemplateColumn(matrixId, 'Non-Compete');
    columns.renewal = await me.addTemplateColumn(matrixId, 'Renewal Term');
    columns.expiration = await custom('Expiration date', 'When does the agreement expire?', 'date');
    columns.term = await custom('Initial term', 'What is the initial term of the agreement?', 'duration');
    columns.convenience = await custom('Termination for convenience notice', 'How much notice is needed to terminate for convenience?', 'duration');
    columns.cap = await custom('Liability cap', 'What is the cap on liability?', 'amount');
    columns.uncapped = await custom('Uncapped liability?', 'Is any liability uncapped?', 'yes-no');
    columns.kind = await custom('Kind of agreement', 'What kind of agreement is this?', 'list', ['Distribution', 'Services', 'Supply', 'License', 'Joint venture', 'Endorsement', 'Reseller', 'Co-branding']);
    detail = await me.waitUntilSettled(matrixId, 240_000);
  }, 400_000);
  afterAll(async () => {
    await api?.close();
  });

  const ask = async (question: string) => (await me.ask(matrixId, question)).answer;

  const names = (answer: MatrixAskAnswer) => answer.documents.map((document) => document.documentName);
  const rowNamed = (name: string) => detail.rows.find((row) => row.document.name === name)!;
  const cellOf = (name: string, key: string) => rowNamed(name).cells[columns[key]!.id]!;
  /** The documents whose cell in the column has a value the offline engine can compare: the others are undecided. */
  const withValue = (key: string) => detail.rows.filter((row) => row.cells[columns[key]!.id]?.typedValue != null).map((row) => row.document.name);
  const allNames = () => detail.rows.map((row) => row.document.name);

  const expectRealCitations = (answer: MatrixAskAnswer) => me.expectRealCitations(answer);

  it('governing law: New York, not New York, New York or Texas; each cited cell names the law it is counted for', async () => {
    const newYork = await ask('Which contracts are governed by New York law?');
    expect(names(newYork)).toEqual(NEW_YORK);
    for (const document of newYork.documents) {
      expect(document.citations.map((citation) => citation.columnId)).toEqual([columns.law!.id]);
      expect(document.citations[0]!.quote).toMatch(/laws of the State of New York/);
    }
    await expectRealCitations(newYork);

    // The opposite question lists the other six, each citing a law that is not New York's (it listed the New York three before).
    const notNewYork = await ask('Which contracts are not governed by New York law?');
    expect(names(notNewYork)).toEqual(allNames().filter((name) => !NEW_YORK.includes(name)));
    for (const document of notNewYork.documents) expect(cellOf(document.documentName, 'law').refineResult).not.toMatch(/New York/);
    await expectRealCitations(notNewYork);

    const either = await ask('Which contracts are governed by New York or Texas law?');
    expect(names(either)).toEqual([CONTRACTS[0], ...NEW_YORK].sort());
    await expectRealCitations(either);
  });

  it('termination for convenience on less than 60 days: no contract, and the ones without a notice period are named as undecided', async () => {
    // Read in the contracts: services 90 days, the reseller "at least 3 months" after the initial term, the trademark licence "sixty (60) days'".
    expect([cellOf(CONTRACTS[1], 'convenience').typedValue, cellOf('cuad-healthcare-reseller.txt', 'convenience').typedValue, cellOf('cuad-palmersquare-tm-license.txt', 'convenience').typedValue]).toEqual([
      { years: 0, months: 0, days: 90 },
      { years: 0, months: 3, days: 0 },
      { years: 0, months: 0, days: 60 },
    ]);
    const answer = await ask("Which can be terminated for convenience on less than 60 days' notice?");
    expect(answer).toMatchObject({ answered: true, documents: [], citations: [] });
    const undecided = allNames().filter((name) => !withValue('convenience').includes(name));
    expect(answer.answer).toBe(`${MATRIX_ASK_TEXTS.noMatch} ${MATRIX_ASK_TEXTS.basedOn([columns.convenience!.name])} ${MATRIX_ASK_TEXTS.undecided(undecided, [columns.convenience!.name])}`);
  });

  it('expiring before 2025: the dates of the expiration column, each cited; a perpetual licence is undecided, not left out silently', async () => {
    const answer = await ask('List the contracts expiring before 2025');
    const expected = detail.rows
      .filter((row) => typeof row.cells[columns.expiration!.id]!.typedValue === 'string' && (row.cells[columns.expiration!.id]!.typedValue as string) < '2025-01-01')
      .map((row) => row.document.name);
    expect(names(answer)).toEqual(expected);
    expect(names(answer)).toContain('cuad-healthcare-reseller.txt');
    expect(names(answer)).not.toContain(CONTRACTS[2]); // the supply agreement runs to 2028
    expect(names(answer)).not.toContain(CONTRACTS[5]); // the joint venture ends on February 28, 2025
    expect(answer.citations.every((citation) => citation.columnId === columns.expiration!.id)).toBe(true);
    // The endorsement agreement's end is redacted ("terminating the [*****] day of [*****]"): undecided, not its start date (issue 28, 28x).
    expect(names(answer)).not.toContain(CONTRACTS[3]);
    expect(answer.answer).toContain(MATRIX_ASK_TEXTS.undecided([CONTRACTS[3], 'cuad-palmersquare-tm-license.txt'], [columns.expiration!.name]));
    await expectRealCitations(answer);
  });

  it('refuses plainly what its columns cannot decide, and cites nothing', async () => {
    for (const question of ['Which have no cap on liability?', 'Is the indemnity in the supply agreement mutual?', 'Which contracts renew automatically for one year?']) {
      expect(await ask(question)).toEqual({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false, documents: [], citations: [], engine: 'local' });
    }
  });

  it("'do not have a non-compete' is not answered with the contracts whose cell is Not found: they are named undecided", async () => {
    const answer = await ask('Which contracts do not have a non-compete?');
    const decidedNo = detail.rows.filter((row) => row.cells[columns.nonCompete!.id]!.typedValue === false).map((row) => row.document.name);
    expect(names(answer)).toEqual(decidedNo);
    const undecided = allNames().filter((name) => !withValue('nonCompete').includes(name));
    expect(undecided.length).toBeGreaterThan(0);
    expect(answer.answer).toContain(MATRIX_ASK_TEXTS.undecided(undecided, [columns.nonCompete!.name]));
    const licences = await ask('Which agreements are licenses?');
    expect(names(licences)).toEqual([CONTRACTS[4], 'cuad-palmersquare-tm-license.txt']);
  });

  it("a second lawyer's pass (issue 28/31, 28d): a term stated by its end is computed from the stated start, a renewal needing both parties' consent says so, the kind from the title", async () => {
    // The services agreement: effective November 1, 2019, terminates on December 31, 2020 (it was "Until December 31, 2020", no typed value).
    const term = cellOf(CONTRACTS[1], 'term');
    expect([term.refineResult, term.typedValue]).toEqual(['1 year and 2 months, computed: from November 1, 2019 until December 31, 2020 (2020-12-31)', { years: 1, months: 2, days: 0 }]);
    // So the duration filter finds it: 1 year and 2 months is 425 days as the table counts.
    const page = async (query: string) => ((await me.call('GET', `/api/matrices/${matrixId}?offset=0&limit=50&${query}`)).body.entity as MatrixDetail).rows.map((row) => row.document.name);
    expect(await page(`filterColumn=${columns.term!.id}&above=420&below=430`)).toEqual([CONTRACTS[1]]);
    // The distributor: "may be extended for an additional two year period with the written consent of both parties".
    const renewal = cellOf(CONTRACTS[0], 'renewal');
    expect([renewal.refineResult, renewal.typedValue]).toEqual([`2 years, ${SHORT_ANSWER_TEXTS.onlyIfBothAgree}`, { years: 2, months: 0, days: 0 }]);
    // It expired on May 31, 2015 and does not renew of its own: expired, not "may have renewed".
    const expired = await ask('Which contracts have expired?');
    expect(names(expired)).toContain(CONTRACTS[0]);
    expect(names(await ask('Which contracts have a renewal term of 2 years?'))).toContain(CONTRACTS[0]);
    await expectRealCitations(expired);
    expect(cellOf(CONTRACTS[0], 'kind').typedValue).toBe('Distribution');
  });

  it('typed filters and sorting on the page call, and the XLSX export with real Excel dates and numbers', async () => {
    const page = async (query: string) => ((await me.call('GET', `/api/matrices/${matrixId}?offset=0&limit=50&${query}`)).body.entity as MatrixDetail).rows.map((row) => row.document.name);
    // Date range: the two contracts whose term ends in 2020 (services: December 31, 2020; reseller: July 31, 2020).
    expect(await page(`filterColumn=${columns.expiration!.id}&from=2020-01-01&to=2020-12-31`)).toEqual([CONTRACTS[1], 'cuad-healthcare-reseller.txt']);
    // A duration filter is in days and inclusive ("At least"): 90 days, 3 months and the licence's sixty days.
    expect(await page(`filterColumn=${columns.convenience!.id}&above=60`)).toEqual([CONTRACTS[1], 'cuad-healthcare-reseller.txt', 'cuad-palmersquare-tm-license.txt']);
    expect(await page(`filterColumn=${columns.convenience!.id}&below=59`)).toEqual([]);
    expect(await page(`filterColumn=${columns.nonCompete!.id}&yesNo=true`)).toEqual(detail.rows.filter((row) => row.cells[columns.nonCompete!.id]!.typedValue === true).map((row) => row.document.name));
    expect(await page(`filterColumn=${columns.kind!.id}&option=License`)).toEqual([CONTRACTS[4], 'cuad-palmersquare-tm-license.txt']);
    // Sorted by expiration: earliest first, the licence that expires on an event (no date) last.
    const byExpiration = await page(`sort=${columns.expiration!.id}&direction=asc`);
    expect(byExpiration.at(-1)).toBe('cuad-palmersquare-tm-license.txt');
    const dates = byExpiration.slice(0, -1).map((name) => cellOf(name, 'expiration').typedValue as string);
    expect(dates).toEqual([...dates].sort());

    const xlsx = await me.raw(`/api/matrices/${matrixId}/export?format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const sheetCell = (document: string, column: string) => {
      for (let index = 2; index <= sheet.rowCount; index += 1) {
        if (sheet.getRow(index).getCell(1).value === document) return sheet.getRow(index).getCell(header.indexOf(column) + 1);
      }
      throw new Error(`no row ${document}`);
    };
    expect(sheet.rowCount).toBe(10);
    const expires = sheetCell('cuad-healthcare-reseller.txt', 'Expiration date');
    expect(expires.value).toEqual(new Date('2020-07-31T00:00:00Z'));
    expect(expires.numFmt).toBe('yyyy-mm-dd');
    expect(sheetCell('cuad-mphase-cobranding.txt', 'Agreement Date').value).toEqual(new Date('2003-01-21T00:00:00Z'));
    // A date cell without a date keeps its short answer as text.
    expect(sheetCell('cuad-palmersquare-tm-license.txt', 'Expiration date').value).toBe('Not found');
    expect(sheetCell('cuad-healthcare-reseller.txt', 'Governing Law').value).toBe('New York');
    expect(sheetCell('cuad-healthcare-reseller.txt', 'Kind of agreement').value).toBe('Reseller');
    // Durations that are not all whole months are written in days (a month as 30, as the table's filter counts them), the
    // unit in the number format; the reseller's "3 months" is 90 days with its short answer as the cell's note.
    const notice = sheetCell('cuad-healthcare-reseller.txt', 'Termination for convenience notice');
    expect([notice.value, notice.numFmt, notice.note]).toEqual([90, '[=1]0" day";#,##0" days"', '3 months']);
    expect(sheetCell('cuad-palmersquare-tm-license.txt', 'Termination for convenience notice').value).toBe(60);
    // Yes/no cells are TRUE/FALSE, the same as the column's typed values.
    for (const row of detail.rows) {
      const cell = row.cells[columns.nonCompete!.id]!;
      expect(sheetCell(row.document.name, 'Non-Compete').value).toBe(cell.typedValue ?? cell.refineResult);
    }
  });

  it('a new version of the reseller agreement (a 3-year initial term, Delaware law) marks exactly those cells changed, and Ask reads the new answers', async () => {
    const reseller = rowNamed('cuad-healthcare-reseller.txt');
    const text = cuadTexts()['cuad-healthcare-reseller.txt']!;
    const edited = text
      .replace('shall remain in effect for an initial period of 1 year ("Initial Term")', 'shall remain in effect for an initial period of 3 years ("Initial Term")')
      .replace('This Agreement shall be governed by the laws of the State of New York and', 'This Agreement shall be governed by the laws of the State of Delaware and');
    expect(edited.includes('initial period of 3 years') && edited.includes('State of Delaware and')).toBe(true);
    const draft = await uploadAttachment(api, token, 'cuad-healthcare-reseller-v2.txt', Buffer.from(edited));
    expect((await waitForAttachment(api, token, draft)).status).toBe('COMPLETED');
    const res = await me.call('POST', `/api/matrices/${matrixId}/documents/${reseller.document.id}/versions`, { attachmentId: draft });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const after = await me.waitUntilSettled(matrixId, 240_000);
    expect(after.aggregatedResultStatus).toMatchObject({ processing: 0, failed: 0 });
    const row = after.rows.find((candidate) => candidate.document.id === reseller.document.id)!;
    const keyOf = new Map(Object.entries(columns).map(([key, column]) => [column.id, key]));
    const changed: Record<string, { before: unknown; after: unknown }> = {};
    for (const [columnId, cell] of Object.entries(row.cells)) {
      const element = (await me.call('GET', `/api/matrices/elements/${cell.id}`)).body.entity as MatrixElementWithPrevious;
      if (element.previous) {
        expect(element.previous.refineResult).toBe(reseller.cells[columnId]!.refineResult);
        expect(element.previous.typedValue).toEqual(reseller.cells[columnId]!.typedValue);
        changed[keyOf.get(columnId)!] = { before: element.previous.refineResult, after: element.refineResult };
      } else {
        expect(element.unchangedByVersion).toBe(true);
      }
      expect(cell.changed ?? false).toBe(element.previous !== undefined);
    }
    // The initial term, the expiration computed from it and the governing law; the 1-year renewals, the notice and the dates are untouched.
    expect(changed).toEqual({
      term: { before: '1 year', after: '3 years' },
      law: { before: 'New York', after: 'Delaware' },
      expiration: { before: 'July 31, 2020 (2020-07-31), computed: 1 year from July 31, 2019', after: 'July 31, 2022 (2022-07-31), computed: 3 years from July 31, 2019' },
    });
    const filtered = await me.call('GET', `/api/matrices/${matrixId}?offset=0&limit=50&changed=true`);
    expect(filtered.body.entity.rows.map((candidate: MatrixDetail['rows'][number]) => candidate.document.name)).toEqual(['cuad-healthcare-reseller-v2.txt']);
    // Ask reads the new answers: the reseller is no longer under New York law, and it still expires before 2025 (in 2022).
    expect(names(await ask('Which contracts are governed by New York law?'))).toEqual(['cuad-mphase-cobranding.txt', 'cuad-palmersquare-tm-license.txt']);
    const expiring = await ask('List the contracts expiring before 2025');
    const cited = expiring.documents.find((document) => document.documentName === 'cuad-healthcare-reseller-v2.txt');
    expect(cited?.citations[0]?.quote).toMatch(/3 years/);
    await expectRealCitations(expiring);
  }, 300_000);
});
