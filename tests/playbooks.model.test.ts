import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PLAYBOOK, PLAYBOOK_VERDICTS, REDLINE_AUTHOR, parseRuntimeConfig, type MatrixColumn, type MatrixDetail, type MatrixElementDetail, type Playbook } from '@arcline/shared';
import { openContainer } from '@arcline/worker';
import { createAiProvider } from '../activities/src/ai';
import { createMatrixActivities } from '../activities/src/matrix/matrixActivities';
import { createMatrixRedlineActivities } from '../activities/src/matrix/matrixRedlineActivities';
import { documentTexts } from '../activities/src/documents/redline';
import { fakeResponses, startFakeAnthropicServer } from '../activities/test-support/fakeAnthropicServer';
import { fakeCompletions, startFakeOpenAiServer } from '../activities/test-support/fakeOpenAiServer';
import type { RecordedRequest, ScriptedResponse, ScriptedServer } from '../activities/test-support/scriptedServer';
import { startTestApi, type TestApi } from './harness/testApi';
import { buildCompany, buildUser } from './harness/factories';
import { CONTRACTS, matrixClient, uploadContracts } from './matrixSupport';
import './harness/stackEnv';

/** The distributor agreement: Texas law (unacceptable to the demo playbook). */
const DISTRIBUTOR = CONTRACTS[0];
const TEXAS = 'This Agreement shall be governed by the laws of the State of Texas.';
const MODEL_WORDING = 'This Agreement shall be governed by the laws of the State of New York, without regard to its conflict of laws rules.';
const silent = { info: () => undefined, warn: () => undefined };

/** The label of the passage holding `text` in the request's context ("P12"), as the model would name it. */
function labelOf(request: RecordedRequest, text: string): string {
  const context = JSON.stringify(request.body);
  const match = new RegExp(String.raw`<passage id=\\"(P\d+)\\"[^>]*>[^<]*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).exec(context);
  if (!match) throw new Error(`no passage with ${text} in the request`);
  return match[1]!;
}

const ENGINES: {
  name: string;
  engine: 'claude' | 'selfHosted';
  start: () => Promise<ScriptedServer>;
  env: (url: string) => Record<string, string>;
  report: (input: unknown) => ScriptedResponse;
}[] = [
  {
    name: 'Claude (fake Messages API)',
    engine: 'claude',
    start: startFakeAnthropicServer,
    env: (url) => ({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: url }),
    report: (input) => fakeResponses.toolUse('report_playbook_review', input),
  },
  {
    name: 'a self-hosted model (fake chat completions API)',
    engine: 'selfHosted',
    start: startFakeOpenAiServer,
    env: (url) => ({ LLM_BASE_URL: `${url}/v1`, LLM_MODEL: 'qwen3-test-model' }),
    report: (input) => fakeCompletions.toolCall('report_playbook_review', input),
  },
];

describe.each(ENGINES)('Playbook columns and "Redline to playbook" judged by $name (issue 32)', ({ start, env, report }) => {
  let api: TestApi;
  let db: pg.Pool;
  let fake: ScriptedServer;
  let playbook: Playbook;
  let owner: { id: string; companyId: string };
  let matrixId: string;
  let detail: MatrixDetail;
  let columns: MatrixColumn[];
  let cells: ReturnType<typeof createMatrixActivities>;
  let redline: ReturnType<typeof createMatrixRedlineActivities>;

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
    const { company, domain } = await buildCompany();
    const admin = await buildUser({ companyId: company.id, domain, admin: true });
    const lawyer = await buildUser({ companyId: company.id, domain });
    owner = { id: lawyer.user.id, companyId: company.id };
    playbook = (await matrixClient(api, await api.tokens.openSession(admin.user)).call('POST', '/api/admin/playbooks', DEMO_PLAYBOOK)).body.entity;
    const token = await api.tokens.openSession(lawyer.user);
    const me = matrixClient(api, token);
    matrixId = (await me.createMatrix('Judged by a model')).id;
    await me.addDocuments(matrixId, await uploadContracts(api, token, [DISTRIBUTOR]));
    // The stack's worker runs the offline engine: the columns settle first as it judges them.
    columns = (await me.call('POST', `/api/matrices/${matrixId}/playbook-columns`, { playbookId: playbook.id })).body.entity.columns;
    detail = await me.waitUntilSettled(matrixId, 120_000);
    fake = await start();
    const ai = createAiProvider(parseRuntimeConfig({ ...inject('stackEnv'), ...env(fake.url), AI_CALLS_PER_SECOND: '100' }), { db, logger: silent });
    cells = createMatrixActivities({ db, ai });
    redline = createMatrixRedlineActivities({ db, blobs: openContainer(api.config), ai });
  }, 240_000);
  afterAll(async () => {
    await fake?.close();
    await db?.end();
    await api?.close();
  });

  const cellOf = (topicId: string) => detail.rows[0]!.cells[columns.find((column) => column.playbookTopic?.topicId === topicId)!.id]!;
  /** Runs the cell's activity again, as a recalculation's run would, with this process's model engine. */
  async function recompute(topicId: string): Promise<MatrixElementDetail> {
    const { id } = cellOf(topicId);
    const { rows } = await db.query<{ generation: string }>(`update matrix_elements set status = 'PROCESSING' where id = $1 returning generation`, [id]);
    expect(await cells.computeMatrixCell(id, rows[0]!.generation)).toEqual({ stored: true });
    return (await db.query<MatrixElementDetail>(`select status, result, refine_result as "refineResult", reference_result as "referenceResult", typed_value as "typedValue" from matrix_elements where id = $1`, [id])).rows[0]!;
  }

  it('a playbook cell is the model’s verdict on its one topic, with the verified quote', async () => {
    fake.setFallback((request) =>
      report({ findings: [{ topicId: 'governing-law', verdict: 'unacceptable', passage: labelOf(request, TEXAS), quote: TEXAS, explanation: 'Texas law is neither standard nor a fallback (the model).' }] }),
    );
    const cell = await recompute('governing-law');
    expect(cell).toMatchObject({ status: 'COMPLETED', refineResult: 'unacceptable', typedValue: 'unacceptable', referenceResult: TEXAS });
    expect(cell.result).toContain('(the model)');
    // The model was asked about that topic only, with the document's paragraphs.
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).toContain('<topic id=\\"governing-law\\"');
    expect(sent).not.toContain('<topic id=\\"term\\"');
  });

  it('a verdict whose quote is not in the document becomes "needs review"', async () => {
    fake.setFallback(() =>
      report({ findings: [{ topicId: 'liability-cap', verdict: 'standard', passage: 'P1', quote: 'Liability is capped at twelve months of fees.', explanation: 'A twelve-month cap.' }] }),
    );
    const cell = await recompute('liability-cap');
    expect(cell).toMatchObject({ status: 'COMPLETED', refineResult: 'needs review', typedValue: 'needs review', referenceResult: '' });
    expect(cell.result).toContain('not in the document');
    expect(PLAYBOOK_VERDICTS).toContain(cell.typedValue);
  });

  it('"Redline to playbook" puts the model’s wording in as tracked changes, and leaves an unverified verdict alone', async () => {
    fake.setFallback((request) =>
      report({
        findings: [
          { topicId: 'governing-law', verdict: 'unacceptable', passage: labelOf(request, TEXAS), quote: TEXAS, explanation: 'Texas law.', proposedText: MODEL_WORDING },
          { topicId: 'term', verdict: 'unacceptable', passage: 'P2', quote: 'The term of this Agreement is ninety-nine years.', explanation: 'Invented.', proposedText: 'Three years.' },
        ],
      }),
    );
    const blobPrefix = `test/playbooks-model/${randomUUID()}`;
    const documentId = detail.rows[0]!.document.id;
    const outcome = await redline.redlineMatrixDocument({ matrixId, userId: owner.id, companyId: owner.companyId, playbookId: playbook.id, playbookVersion: playbook.version, documentId, blobPrefix, date: '2026-11-27T10:00:00Z' });
    expect(outcome).toMatchObject({ state: 'redlined', changes: expect.any(Number) });
    const blobs = openContainer(api.config);
    const bytes = await blobs.getBlockBlobClient(`${blobPrefix}/documents/${documentId}.docx`).downloadToBuffer();
    const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
    const { rows } = await db.query<{ content: string }>(`select content from text_chunks where source_type = 'attachment' and source_id = $1 order by ordinal`, [detail.rows[0]!.document.attachmentId]);
    expect(documentTexts(xml, { kind: 'rejecting', author: REDLINE_AUTHOR })).toEqual(rows.map((row) => row.content));
    const accepted = (await mammoth.extractRawText({ buffer: bytes })).value.replace(/\s+/g, ' ');
    expect(accepted).toContain(MODEL_WORDING);
    expect(accepted).not.toContain('Three years.');
    const report_ = JSON.parse((await blobs.getBlockBlobClient(`${blobPrefix}/documents/${documentId}.json`).downloadToBuffer()).toString('utf8')) as { topics: { title: string; verdict: string }[] };
    expect(report_.topics.find((topic) => topic.title === 'Governing law')).toMatchObject({ verdict: 'unacceptable' });
    expect(report_.topics.find((topic) => topic.title === 'Term')).toMatchObject({ verdict: 'needs review' });
    // The model read the whole playbook once for the document, and the engine is the process's model.
    expect(JSON.stringify(fake.requests.at(-1)!.body)).toContain('<topic id=\\"term\\"');
  });
});
