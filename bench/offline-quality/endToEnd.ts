/**
 * The offline engine end to end: 20 CUAD contracts of the test split (never trained or tuned on) × 15 custom columns
 * (named after a CUAD category, asking CUAD's description of it) = 300 cells, then the same contracts × the six
 * templates about clauses CUAD does not label (120 cells). The documents are COMPLETED attachments (their text in
 * `text_chunks`, cut into paragraphs as the product's text extraction does); the columns and rows go through the API's
 * matrix commands (the functions its routes call), which start one `matrix-cell/{elementId}` workflow per cell on a
 * real Temporal dev server; the production matrix worker and activities answer with the offline engine, reading the
 * paragraphs from PostgreSQL. Wall time runs from the request adding the documents to the moment no cell is
 * PROCESSING. Each stored cell is then judged by the lawyers' labels (weak labels for the six templates).
 *
 *   npx tsx bench/offline-quality/endToEnd.ts
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { parseRuntimeConfig } from '@arcline/shared';
import { NOT_FOUND } from '../../activities/src/ai/types';
import { createSequelize } from '../../api/src/db/sequelize';
import { migrate } from '../../api/src/db/migrate';
import { MATRIX_QUERY_TEMPLATES } from '../../api/src/db/migrations/0030-matrices';
import { companyStore, userStore } from '@arcline/shared/data';
import { bindApiDatabase } from '../../api/src/db/apiDatabase';
import { sequelizeSql } from '../../api/src/db/sequelizeSql';
import { addMatrixDocuments } from '../../api/src/commands/matrix/matrixDocuments';
import { createMatrixColumn, type ColumnDefinition } from '../../api/src/commands/matrix/matrixColumns';
import { createMatrix } from '../../api/src/commands/matrix/matrixLifecycle';
import type { MatrixCellDeps } from '../../api/src/commands/matrix/matrixCells';
import { createAiProvider } from '../../activities/src/ai';
import { parseHighlighted } from '../../activities/src/ai/quotes';
import { startMatrixWorker } from '@arcline/worker/matrixWorker';
import { TEMPLATE_CATEGORIES } from '../../activities/src/ai/local/finder/categories';
import { cuadTrainDirectory, readCategories, readContracts, splitOf, type CuadContract } from '../../activities/src/ai/local/training/cuadData';
import { mapDocument, originalSpan, overlapsLabel, type MappedDocument } from '../../activities/src/ai/local/training/paragraphMap';
import { clauseLabels } from '../../activities/src/ai/local/training/clauseLabels';
import { startBenchStack } from '../matrix/benchStack';

/** User + system CPU seconds of a process, from /proc (Linux); NaN elsewhere. */
function cpuSecondsOf(pid: number | undefined): number {
  if (!pid) return NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

const CONTRACTS = 20;
/** The 15 clause columns: the categories reviewers ask about most, each a custom column with CUAD's question. */
const CUAD_COLUMNS = [
  'Parties',
  'Agreement Date',
  'Effective Date',
  'Expiration Date',
  'Renewal Term',
  'Governing Law',
  'Termination For Convenience',
  'Change Of Control',
  'Anti-Assignment',
  'Exclusivity',
  'Non-Compete',
  'Cap On Liability',
  'Insurance',
  'Audit Rights',
  'License Grant',
];
const WEAK_TEMPLATES = ['Indemnification', 'Confidentiality', 'Payment Terms', 'Notice Periods', 'Termination for Cause', 'Jurisdiction and Dispute Resolution'];
/** Today's figure to beat: 300 cells in 22 s end to end (issue 15). */
const GOAL_SECONDS_PER_300 = 22;

interface Document {
  contract: CuadContract;
  mapped: MappedDocument;
  attachmentId: string;
}

interface Figures {
  present: number;
  found: number;
  absent: number;
  honest: number;
  answered: number;
  verbatim: number;
}

const empty = (): Figures => ({ present: 0, found: 0, absent: 0, honest: 0, answered: 0, verbatim: 0 });
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(0)} %`);
const row = (name: string, f: Figures) =>
  `| ${name} | ${f.found}/${f.present} (${percent(f.found, f.present)}) | ${f.honest}/${f.absent} (${percent(f.honest, f.absent)}) | ${f.verbatim}/${f.answered} |`;

async function main(): Promise<void> {
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  const directory = cuadTrainDirectory();
  const descriptions = new Map(readCategories(directory).map(({ category, description }) => [category, description.replace(/\s+/g, ' ').trim()]));
  const chosen = readContracts(path.join(directory, 'contracts.jsonl.gz'))
    .filter((contract) => splitOf(contract.title) === 'test')
    .flatMap((contract) => {
      const mapped = mapDocument(contract.text);
      return mapped ? [{ contract, mapped }] : [];
    })
    .slice(0, CONTRACTS);

  const stack = await startBenchStack();
  const config = parseRuntimeConfig({ DATABASE_URL: stack.databaseUrl, TEMPORAL_ADDRESS: stack.temporalAddress, LOG_LEVEL: 'warn' });
  const sequelize = createSequelize(config.DATABASE_URL);
  bindApiDatabase(sequelize);
  await migrate(sequelize);
  const db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 20 });
  const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
  const client = new Client({ connection });
  const deps: MatrixCellDeps = { sequelize, temporal: client, logger: pino({ level: 'warn' }) };
  const ai = createAiProvider(config, { db, logger: { info: () => undefined, warn: () => undefined } });
  const worker = await startMatrixWorker(config, { db, ai });
  console.log(`Machine: ${availableParallelism()} CPUs, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} at start; engine ${ai.name}`);
  try {
    const sql = sequelizeSql(sequelize);
    const company = await companyStore.create(sql, `Bench ${randomUUID()}`);
    const user = await userStore.create(sql, { companyId: company.id, email: `bench-${randomUUID()}@bench.test`, username: `bench_${randomUUID().slice(0, 8)}`, fullName: null, displayName: 'Bench', passwordHash: null });
    const documents: Document[] = [];
    for (const { contract, mapped } of chosen) {
      const attachmentId = randomUUID();
      await db.query(
        `insert into attachments (id, user_id, name, size, mime_type, md5, blob_name, status, paragraph_count)
         values ($1, $2, $3, $4, 'text/plain', $5, $6, 'COMPLETED', $7)`,
        [attachmentId, user.id, `${contract.title}.txt`, contract.text.length, attachmentId.replaceAll('-', ''), `bench/${attachmentId}`, mapped.paragraphs.length],
      );
      await db.query(
        `insert into text_chunks (user_id, source_type, source_id, ordinal, content)
         select $1, 'attachment', $2, t.ordinal - 1, t.content from unnest($3::text[]) with ordinality as t(content, ordinal)`,
        [user.id, attachmentId, mapped.paragraphs],
      );
      documents.push({ contract: { ...contract, clauses: clauseLabels(contract, mapped).clauses }, mapped, attachmentId });
    }

    /** Creates the columns, adds the documents in one request, waits for every cell and judges them. */
    async function run(label: string, columns: { name: string; category: string[]; definition: ColumnDefinition }[]) {
      const matrix = await createMatrix(sql, user.id, label);
      const columnIds = new Map<string, { name: string; categories: string[] }>();
      for (const column of columns) {
        const created = await createMatrixColumn(deps, user.id, { ...column.definition, matrixId: matrix.id });
        columnIds.set(created.id, { name: column.name, categories: column.category });
      }
      const cpuBefore = process.cpuUsage();
      const temporalCpuBefore = cpuSecondsOf(stack.temporalPid);
      const started = performance.now();
      await addMatrixDocuments(deps, user.id, { matrixId: matrix.id, attachmentIds: documents.map((document) => document.attachmentId) });
      for (;;) {
        const { rows } = await db.query<{ processing: number }>(
          `select count(*) filter (where status = 'PROCESSING')::int as processing from matrix_elements where matrix_id = $1`,
          [matrix.id],
        );
        if (rows[0]!.processing === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const benchCpu = (cpu.user + cpu.system) / 1e6;
      const temporalCpu = cpuSecondsOf(stack.temporalPid) - temporalCpuBefore;
      const { rows } = await db.query<{ attachment_id: string; column_id: string; status: string; refine_result: string | null; reference_result: string | null }>(
        `select d.attachment_id, e.column_id, e.status, e.refine_result, e.reference_result
         from matrix_elements e join matrix_documents d on d.id = e.document_id where e.matrix_id = $1`,
        [matrix.id],
      );
      const byColumn = new Map([...columnIds.values()].map((column) => [column.name, empty()]));
      const total = empty();
      let failed = 0;
      for (const cell of rows) {
        if (cell.status !== 'COMPLETED') failed += 1;
        const document = documents.find((entry) => entry.attachmentId === cell.attachment_id)!;
        const column = columnIds.get(cell.column_id)!;
        const figures = byColumn.get(column.name)!;
        const labels = document.contract.clauses.filter((clause) => column.categories.includes(clause.category));
        const quote = cell.reference_result ? parseHighlighted(cell.reference_result).quote : '';
        const answered = Boolean(cell.refine_result) && cell.refine_result !== NOT_FOUND && quote.length > 0;
        const at = answered ? document.mapped.paragraphs.findIndex((paragraph) => paragraph.includes(quote)) : -1;
        for (const target of [figures, total]) {
          if (answered) target.answered += 1;
          if (at >= 0) target.verbatim += 1;
          if (labels.length === 0) {
            target.absent += 1;
            if (!answered) target.honest += 1;
          } else {
            target.present += 1;
            const start = at >= 0 ? document.mapped.paragraphs[at]!.indexOf(quote) : -1;
            if (at >= 0 && overlapsLabel(originalSpan(document.mapped, at, { start, end: start + quote.length }), labels)) target.found += 1;
          }
        }
      }
      console.log(`\n${label}: ${documents.length} contracts × ${columns.length} columns = ${rows.length} cells (${failed} not completed)`);
      console.log(`wall time ${seconds.toFixed(1)} s, ${(rows.length / seconds).toFixed(1)} cells/s (goal: 300 cells in ${GOAL_SECONDS_PER_300} s, ${(300 / GOAL_SECONDS_PER_300).toFixed(1)} cells/s)`);
      console.log(
        `CPU meanwhile: bench process (API commands, matrix worker, offline engine) ${benchCpu.toFixed(1)} s, Temporal dev server ${temporalCpu.toFixed(1)} s; ` +
          `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs\n`,
      );
      console.log('| column | found (quote overlaps the label) | "Not found" where absent | quotes verbatim |');
      console.log('|---|---|---|---|');
      for (const [name, figures] of byColumn) console.log(row(name, figures));
      console.log(row('**overall**', total));
    }

    await run(
      'CUAD custom columns',
      CUAD_COLUMNS.map((category) => ({
        name: category,
        category: [category],
        definition: { name: category, queryType: 'CUSTOM' as const, matrixQueryId: null, customQuery: descriptions.get(category)! },
      })),
    );
    await run(
      'Templates CUAD does not label',
      WEAK_TEMPLATES.map((name) => ({
        name,
        category: TEMPLATE_CATEGORIES[name]!,
        definition: { name, queryType: 'GLOBAL_TEMPLATE' as const, matrixQueryId: MATRIX_QUERY_TEMPLATES.find((template) => template.name === name)!.id, customQuery: null },
      })),
    );
  } finally {
    await worker.stop();
    await connection.close();
    await db.end();
    await sequelize.close();
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
