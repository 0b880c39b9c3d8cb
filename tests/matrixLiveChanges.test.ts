import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX_CHANGES_OVERLAP_MS, rowOrderDigest, type MatrixChanges, type MatrixPageInfo } from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';
import { matrixClient } from './matrixSupport';

const DOCUMENTS = 200;
const COLUMNS = 5;

/**
 * The changes call an open matrix page asks every few seconds (issue 31, 31o: the page keeps up with changes made
 * elsewhere) on a matrix whose cells were all written at once, as a column's answers or a bulk re-run leave them.
 */
describe('The matrix changes call of a quiet matrix sends only the cells changed since (issue 31, 31o)', () => {
  let api: TestApi;
  let db: pg.Pool;
  let token: string;
  let matrixId: string;

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
    const signedIn = await api.signUpAndIn();
    token = signedIn.token;
    const me = matrixClient(api, token);
    matrixId = (await me.createMatrix('Quiet matrix')).id;
    for (let index = 0; index < COLUMNS; index += 1) await me.addColumn(matrixId, { name: `Q${index + 1}`, queryType: 'CUSTOM', customQuery: `Question ${index + 1}?` });
    // Documents already read and their cells answered, written in one statement each (no workflows: the cells are there).
    const attachmentIds = Array.from({ length: DOCUMENTS }, () => randomUUID());
    await db.query(
      `insert into attachments (id, user_id, name, size, mime_type, md5, blob_name, status, paragraph_count)
       select t.id, $1, 'Contract ' || lpad(t.n::text, 4, '0') || '.pdf', 1, 'application/pdf', replace(t.id::text, '-', ''), 'live/' || t.id, 'COMPLETED', 1
       from unnest($2::uuid[]) with ordinality as t(id, n)`,
      [signedIn.user.id, attachmentIds],
    );
    await db.query(
      `insert into matrix_documents (matrix_id, attachment_id, created_at)
       select $1, t.id, now() + t.n * interval '1 microsecond' from unnest($2::uuid[]) with ordinality as t(id, n)`,
      [matrixId, attachmentIds],
    );
    await db.query(
      `insert into matrix_elements (matrix_id, document_id, column_id, status, refine_result, result)
       select $1, d.id, c.id, 'COMPLETED', 'Texas', 'The laws of the State of Texas govern.'
       from matrix_documents d cross join matrix_columns c where d.matrix_id = $1 and c.matrix_id = $1`,
      [matrixId],
    );
  });
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });

  const firstPageCursor = async () => {
    const res = await api.request(`/api/matrices/${matrixId}?offset=0&limit=40`, { token });
    expect(res.status).toBe(200);
    return ((await res.json()) as { other_data: MatrixPageInfo }).other_data.cursor;
  };
  const changes = async (since: string, rowIds = false) => {
    const res = await api.request(`/api/matrices/${matrixId}/changes?since=${encodeURIComponent(since)}${rowIds ? '&rowIds=all' : ''}`, { token });
    expect(res.status).toBe(200);
    return ((await res.json()) as { entity: MatrixChanges }).entity;
  };
  const reanswerOneCell = async (text: string) => {
    await db.query(
      `update matrix_elements set refine_result = $2, updated_at = clock_timestamp()
       where id = (select id from matrix_elements where matrix_id = $1 and refine_result = 'Texas' order by id limit 1)`,
      [matrixId, text],
    );
  };

  it('one cell re-answered long after the others were written: only that cell comes, not the cells written with the last ones', async () => {
    // The matrix has been quiet for longer than the overlap the changes call keeps for late commits.
    await new Promise((resolve) => setTimeout(resolve, MATRIX_CHANGES_OVERLAP_MS + 1000));
    const cursor = await firstPageCursor();
    // Asked again with nothing changed: the same cursor, no cells (a 304 in the browser).
    expect(await changes(cursor)).toMatchObject({ cursor, structureChanged: false, cells: [] });

    await reanswerOneCell('New York');
    const answer = await changes(cursor);
    // Before: every cell written in the 5 s before the latest change came again (1,000 cells for one).
    expect(answer.cells.map((change) => change.cell.refineResult)).toEqual(['New York']);
  });

  it('a cursor taken while cells were being written still gets the cells of the overlap again (a late commit is not missed)', async () => {
    await reanswerOneCell('England');
    const busy = await firstPageCursor();
    await reanswerOneCell('Delaware');
    const answer = await changes(busy);
    // England was already in the page's answer; it comes again because a write of its time may have committed late.
    expect(answer.cells.map((change) => change.cell.refineResult)).toEqual(expect.arrayContaining(['England', 'Delaware']));
  });

  it('a document added, renamed or removed elsewhere comes as its row, in the table\'s order, not as a reload (issue 31, 31r)', async () => {
    const before = await firstPageCursor();
    const user = (await db.query<{ user_id: string }>('select user_id from matrices where id = $1', [matrixId])).rows[0]!.user_id;
    const attachmentId = randomUUID();
    await db.query(
      `insert into attachments (id, user_id, name, size, mime_type, md5, blob_name, status, paragraph_count)
       values ($1::uuid, $2, 'Contract 9999.pdf', 1, 'application/pdf', replace($1::text, '-', ''), 'live/' || $1::text, 'COMPLETED', 1)`,
      [attachmentId, user],
    );
    const added = (await db.query<{ id: string }>('insert into matrix_documents (matrix_id, attachment_id) values ($1, $2) returning id', [matrixId, attachmentId])).rows[0]!.id;
    await db.query(
      `insert into matrix_elements (matrix_id, document_id, column_id, status) select $1, $2, c.id, 'PROCESSING' from matrix_columns c where c.matrix_id = $1`,
      [matrixId, added],
    );
    const answer = await changes(before);
    // Before 31r: structureChanged, and the page reloaded the rows in view, then every row in the background. Before
    // 31l: every row's id came too (1,001 ids on a 1,000-row matrix); now the added row with its place and the digest.
    expect(answer.structureChanged).toBe(false);
    expect(answer.rows?.ids).toBeUndefined();
    expect(answer.rows?.changed.map((row) => row.document.id)).toEqual([added]);
    expect(answer.rows?.positions).toEqual([DOCUMENTS]);
    expect(answer.rows?.total).toBe(DOCUMENTS + 1);
    expect(Object.keys(answer.rows!.changed[0]!.cells)).toHaveLength(COLUMNS);
    expect(answer.cursor).not.toBe(before);
    // Every id only when asked, in the same order as the digest.
    const withIds = await changes(before, true);
    expect(withIds.rows?.ids).toHaveLength(DOCUMENTS + 1);
    expect(withIds.rows?.ids?.at(-1)).toBe(added);
    expect(answer.rows?.digest).toBe(rowOrderDigest(withIds.rows!.ids!));

    // Renamed elsewhere: that row again, with its new name; removed: no row changed, one fewer, its id no longer among
    // every id (the page asks for them when its rows do not add up).
    const renamedCursor = answer.cursor;
    await db.query(`update attachments set name = 'Contract 9999 (signed).pdf', updated_at = clock_timestamp() where id = $1`, [attachmentId]);
    const renamed = await changes(renamedCursor);
    expect(renamed.structureChanged).toBe(false);
    expect(renamed.rows?.changed.find((row) => row.document.id === added)?.document.name).toBe('Contract 9999 (signed).pdf');
    const gone = withIds.rows!.ids![0]!;
    await db.query('delete from matrix_documents where id = $1', [gone]);
    const removed = await changes(renamed.cursor);
    expect(removed.structureChanged).toBe(false);
    expect(removed.rows?.total).toBe(DOCUMENTS);
    const removedIds = (await changes(renamed.cursor, true)).rows?.ids;
    expect(removedIds).toHaveLength(DOCUMENTS);
    expect(removedIds).not.toContain(gone);
    expect(removed.rows?.digest).toBe(rowOrderDigest(removedIds!));

    // A column added: the table's frame changed, the page reloads as before.
    await matrixClient(api, token).addColumn(matrixId, { name: 'Q6', queryType: 'CUSTOM', customQuery: 'Question 6?' });
    expect(await changes(removed.cursor)).toMatchObject({ structureChanged: true, cells: [] });
  });
});
