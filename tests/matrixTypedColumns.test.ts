import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { MATRIX_MESSAGES, MATRIX_NOT_FOUND, type MatrixColumn, type MatrixDetail, type MatrixPageInfo } from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';
import { CONTRACTS, matrixClient, uploadContracts } from './matrixSupport';

/** Four CUAD contracts: the distributor (2013, Texas), services (2019, Israel), supply (2018, no law) and license (2018, California, $3,000,000). */
const [DISTRIBUTOR, SERVICES, SUPPLY, LICENSE] = [CONTRACTS[0], CONTRACTS[1], CONTRACTS[2], CONTRACTS[4]];

describe('typed columns (issue 31): kinds of answer, typed values, sort, filter and export', () => {
  let api: TestApi;
  let db: pg.Pool;
  let me: ReturnType<typeof matrixClient>;
  let matrixId: string;
  let settled: MatrixDetail;
  const columns: Record<'signed' | 'nonCompete' | 'law' | 'term' | 'guarantee', MatrixColumn> = {} as never;

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
    const { token } = await api.signUpAndIn();
    me = matrixClient(api, token);
    const attachmentIds = await uploadContracts(api, token, [DISTRIBUTOR, SERVICES, SUPPLY, LICENSE]);
    matrixId = (await me.createMatrix('Typed')).id;
    await me.addDocuments(matrixId, attachmentIds);
    const custom = (name: string, customQuery: string, answerKind: string, options?: string[]) =>
      me.addColumn(matrixId, { name, queryType: 'CUSTOM', customQuery, answerKind, ...(options ? { options } : {}) });
    columns.signed = await custom('Signed', 'What is the date of the agreement?', 'date');
    columns.nonCompete = await custom('Non-compete?', 'Is there a non-compete restriction?', 'yes-no');
    columns.law = await custom('Law', 'Which law governs the agreement?', 'list', ['Texas', 'Israel', 'California']);
    columns.term = await custom('Term', 'What is the term of the agreement?', 'duration');
    columns.guarantee = await custom('Minimum guarantee', 'What is the annual minimum guarantee payment?', 'amount');
    settled = await me.waitUntilSettled(matrixId, 90000);
  });
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });

  const rowOf = (detail: Pick<MatrixDetail, 'rows'>, name: string) => detail.rows.find((row) => row.document.name === name)!;
  const typed = (name: string, column: MatrixColumn) => rowOf(settled, name).cells[column.id]!.typedValue;
  const page = async (query: string) => {
    const res = await me.call('GET', `/api/matrices/${matrixId}?offset=0&limit=40&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { names: (res.body.entity as MatrixDetail).rows.map((row) => row.document.name), page: res.body.other_data as MatrixPageInfo };
  };

  it('keeps spec 02 calls working: no answerKind is text for a custom column and the template default for a template', async () => {
    const templates = await me.templates();
    const kindOf = (name: string) => templates.find((template) => template.name === name)?.answerKind;
    expect([kindOf('Governing Law'), kindOf('Agreement Date'), kindOf('Non-Compete'), kindOf('Parties')]).toEqual(['text', 'date', 'yes-no', 'party']);
    const plain = await me.addColumn(matrixId, { name: 'Plain', queryType: 'CUSTOM', customQuery: 'Which law governs the agreement?' });
    expect(plain).toMatchObject({ answerKind: 'text', answerOptions: null });
    const dated = await me.addTemplateColumn(matrixId, 'Agreement Date');
    expect(dated).toMatchObject({ answerKind: 'date', answerOptions: null });
    expect((await me.call('GET', `/api/matrices/columns/${plain.id}`)).body.entity).toEqual(plain);
    expect((await me.call('DELETE', `/api/matrices/columns/${plain.id}`)).status).toBe(204);
    expect((await me.call('DELETE', `/api/matrices/columns/${dated.id}`)).status).toBe(204);
  });

  it('refuses an unknown kind, a list without options and options for another kind', async () => {
    const errorsOf = async (body: Record<string, unknown>) =>
      (await me.call('POST', '/api/matrices/columns', { matrixId, name: 'X', queryType: 'CUSTOM', customQuery: 'q', ...body })).body.errors;
    expect(await errorsOf({ answerKind: 'number' })).toEqual([MATRIX_MESSAGES.answerKindInvalid]);
    expect(await errorsOf({ answerKind: 'list' })).toEqual([MATRIX_MESSAGES.listOptionsRequired]);
    expect(await errorsOf({ answerKind: 'list', options: ['A', 'a'] })).toEqual([MATRIX_MESSAGES.listOptionsRequired]);
    expect(await errorsOf({ answerKind: 'date', options: ['A', 'B'] })).toEqual([MATRIX_MESSAGES.optionsOnlyForList]);
  });

  it("stores each answered cell's typed value beside its short answer, null where not found", async () => {
    expect(settled.aggregatedResultStatus).toMatchObject({ processing: 0, failed: 0 });
    expect(settled.columns[columns.law.id]).toMatchObject({ answerKind: 'list', answerOptions: ['Texas', 'Israel', 'California'] });
    expect([DISTRIBUTOR, SERVICES, SUPPLY, LICENSE].map((name) => typed(name, columns.signed))).toEqual(['2013-08-01', '2019-10-01', '2018-01-15', '2018-02-01']);
    expect([DISTRIBUTOR, SERVICES, SUPPLY, LICENSE].map((name) => typed(name, columns.law))).toEqual(['Texas', 'Israel', null, 'California']);
    expect([DISTRIBUTOR, SERVICES, SUPPLY, LICENSE].map((name) => typed(name, columns.nonCompete))).toEqual([true, null, true, null]);
    expect(typed(SUPPLY, columns.term)).toEqual({ years: 10, months: 0, days: 0 });
    expect(typed(LICENSE, columns.guarantee)).toEqual({ amount: 3000000, currency: 'USD' });
    for (const row of settled.rows) {
      for (const cell of Object.values(row.cells)) if (cell.refineResult === MATRIX_NOT_FOUND) expect(cell.typedValue).toBeNull();
    }
    const cell = rowOf(settled, DISTRIBUTOR).cells[columns.signed.id]!;
    const element = (await me.call('GET', `/api/matrices/elements/${cell.id}`)).body.entity;
    expect(element).toMatchObject({ refineResult: '1st day of August, 2013 (2013-08-01)', typedValue: '2013-08-01', column: { answerKind: 'date' } });
    // The compact page carries it too.
    const compact = await me.call('GET', `/api/matrices/${matrixId}?offset=0&limit=4`);
    expect(rowOf(compact.body.entity, DISTRIBUTOR).cells[columns.signed.id]!.typedValue).toBe('2013-08-01');
  });

  it('sorts the rows by typed value, those without one last', async () => {
    expect((await page(`sort=${columns.signed.id}&direction=asc`)).names).toEqual([DISTRIBUTOR, SUPPLY, LICENSE, SERVICES]);
    expect((await page(`sort=${columns.signed.id}&direction=desc`)).names).toEqual([SERVICES, LICENSE, SUPPLY, DISTRIBUTOR]);
    expect((await page(`sort=${columns.guarantee.id}&direction=desc`)).names[0]).toBe(LICENSE);
    const second = await me.call('GET', `/api/matrices/${matrixId}?offset=1&limit=2&sort=${columns.signed.id}`);
    expect(second.body.entity.rows.map((row: MatrixDetail['rows'][number]) => row.document.name)).toEqual([SUPPLY, LICENSE]);
  });

  it('filters by yes/no, date range, amount and option, and counts the matching rows', async () => {
    const yes = await page(`filterColumn=${columns.nonCompete.id}&yesNo=true&sort=${columns.signed.id}`);
    expect(yes.names).toEqual([DISTRIBUTOR, SUPPLY]);
    expect(yes.page.totalRows).toBe(2);
    expect((await page(`filterColumn=${columns.nonCompete.id}&yesNo=false`)).names).toEqual([]);
    const in2018 = await page(`filterColumn=${columns.signed.id}&from=2018-01-01&to=2018-12-31&sort=${columns.signed.id}`);
    expect(in2018).toMatchObject({ names: [SUPPLY, LICENSE], page: { totalRows: 2 } });
    expect((await page(`filterColumn=${columns.signed.id}&from=2019-01-01`)).names).toEqual([SERVICES]);
    expect((await page(`filterColumn=${columns.guarantee.id}&above=1000000`)).names).toEqual([LICENSE]);
    expect((await page(`filterColumn=${columns.guarantee.id}&below=1000000`)).names).toEqual([]);
    expect((await page(`filterColumn=${columns.law.id}&option=California`)).names).toEqual([LICENSE]);
    // A filter the column's kind cannot take, a column of no matrix of yours, a malformed date: 400.
    for (const query of [
      `filterColumn=${columns.signed.id}&yesNo=true`,
      `filterColumn=${columns.law.id}&above=3`,
      'sort=00000000-0000-4000-8000-000000000000',
      `filterColumn=${columns.signed.id}&from=2018`,
    ]) {
      expect(await me.call('GET', `/api/matrices/${matrixId}?offset=0&limit=40&${query}`)).toMatchObject({
        status: 400,
        body: { errors: [MATRIX_MESSAGES.rowOrderInvalid] },
      });
    }
  });

  it('writes real Excel dates and numbers for typed columns in the XLSX export; the CSV keeps the short answers', async () => {
    const xlsx = await me.raw(`/api/matrices/${matrixId}/export?format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rowOfSheet = (name: string) => {
      for (let index = 2; index <= sheet.rowCount; index += 1) if (sheet.getRow(index).getCell(1).value === name) return sheet.getRow(index);
      throw new Error(`no row ${name}`);
    };
    const signedCell = rowOfSheet(DISTRIBUTOR).getCell(header.indexOf('Signed') + 1);
    expect(signedCell.value).toEqual(new Date('2013-08-01T00:00:00Z'));
    expect(signedCell.numFmt).toBe('yyyy-mm-dd');
    const guarantee = rowOfSheet(LICENSE).getCell(header.indexOf('Minimum guarantee') + 1);
    expect(guarantee.value).toBe(3000000);
    expect(guarantee.numFmt).toBe('[$USD] #,##0.00');
    expect(rowOfSheet(DISTRIBUTOR).getCell(header.indexOf('Law') + 1).value).toBe('Texas');
    // Yes/no as TRUE/FALSE (a lawyer filters them in Excel), the short answer kept as the cell's note; Not found stays text.
    const nonCompete = (name: string) => rowOfSheet(name).getCell(header.indexOf('Non-compete?') + 1);
    expect([DISTRIBUTOR, SERVICES, SUPPLY, LICENSE].map((name) => nonCompete(name).value)).toEqual([true, MATRIX_NOT_FOUND, true, MATRIX_NOT_FOUND]);
    // The short answer "Yes" says nothing more than TRUE: no note. A date's short answer says more: it is the note.
    expect(nonCompete(DISTRIBUTOR).note).toBeUndefined();
    expect(signedCell.note).toBe('1st day of August, 2013 (2013-08-01)');
    // A duration as a number in the column's unit, the unit in the number format, so the column sorts as numbers: months,
    // as the terms stated by their end date are computed from the contract's start (issue 28/31, 28d: the distributor's
    // 1 year and 10 months) and are not whole years; the short answer is the note where it says more.
    const term = (name: string) => rowOfSheet(name).getCell(header.indexOf('Term') + 1);
    expect([SUPPLY, LICENSE, DISTRIBUTOR].map((name) => term(name).value)).toEqual([120, 36, 22]);
    expect(term(LICENSE).note).toBe('3 years');
    expect(term(DISTRIBUTOR).note).toBe('1 year and 10 months, computed: from August 1, 2013 until May 31, 2015 (2015-05-31)');
    expect(term(SUPPLY).numFmt).toBe('[=1]0" month";0" months"');
    const csv = await (await me.raw(`/api/matrices/${matrixId}/export?format=csv`)).text();
    expect(csv).toContain('1st day of August, 2013 (2013-08-01)');
  });

  it('re-runs a column whose kind changes; an edit without a kind keeps it', async () => {
    const generations = async () =>
      (await db.query<{ generation: string }>('select generation from matrix_elements where column_id = $1 order by id', [columns.term.id])).rows.map((row) => row.generation);
    const before = await generations();
    const kept = await me.call('PUT', `/api/matrices/columns/${columns.term.id}`, { name: 'Term (renamed)', queryType: 'CUSTOM', customQuery: columns.term.customQuery });
    expect(kept.body.entity).toMatchObject({ name: 'Term (renamed)', answerKind: 'duration' });
    expect(await generations()).toEqual(before);
    const retyped = await me.call('PUT', `/api/matrices/columns/${columns.term.id}`, {
      name: 'Term end',
      queryType: 'CUSTOM',
      customQuery: 'When does the agreement end?',
      answerKind: 'date',
    });
    expect(retyped.body.entity).toMatchObject({ answerKind: 'date' });
    const after = await generations();
    expect(after.every((generation, index) => generation !== before[index])).toBe(true);
    const detail = await me.waitUntilSettled(matrixId, 60000);
    expect(rowOf(detail, DISTRIBUTOR).cells[columns.term.id]!.typedValue).toBe('2015-05-31');
  });
});
