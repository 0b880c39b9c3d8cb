/**
 * Resident memory of the worker while hostile files are refused, through the two paths that parse users' files:
 * attachments (`extractTextWithinLimits`) and Translate (`prepareFile`, what translate-file runs before any engine).
 * This process plays the worker: its RSS before, at its peak and 1 s after each file, the peak of its parser processes
 * (its children, capped by ulimit -d), and the longest its event loop was held up (what a concurrent workflow waits).
 * Each case runs in a fresh process (`--case`), after a harmless file has started a parser process.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { closeExtractionPools, extractTextWithinLimits, warmExtractionPool } from '../../activities/src/extraction/index';
import { inflatingPdf, nestedDivsHtml, pageTreePdf, zipBombDocx } from '../../activities/src/extraction/testing/hostileFiles';
import { prepareFile } from '../../activities/src/translation/prepareFile';

const MB = 1024 * 1024;
const SAMPLE_MS = 20;
const INFLATED_BOMB_BYTES = 1.29 * 1024 ** 3;
type Path = 'attachment' | 'translation';
const CASES: Record<string, { path: Path; file: () => Promise<{ bytes: Buffer; fileName: string }> }> = {
  'zip bomb .docx, 1.29 GB inflated, honest directory': { path: 'attachment', file: async () => ({ bytes: await zipBombDocx(INFLATED_BOMB_BYTES), fileName: 'bomb.docx' }) },
  'zip bomb .docx, 1.29 GB inflated, directory says 1 KB': { path: 'attachment', file: async () => ({ bytes: await zipBombDocx(INFLATED_BOMB_BYTES, { lie: true }), fileName: 'bomb.docx' }) },
  'the same lying bomb, to translate': { path: 'translation', file: async () => ({ bytes: await zipBombDocx(INFLATED_BOMB_BYTES, { lie: true }), fileName: 'bomb.docx' }) },
  'page-tree PDF declaring 100,000 pages': { path: 'attachment', file: async () => ({ bytes: pageTreePdf(5), fileName: 'tree.pdf' }) },
  '120,000 nested divs .html, to translate': { path: 'translation', file: async () => ({ bytes: nestedDivsHtml(120_000), fileName: 'deep.html' }) },
  '200,000 nested divs .html, to translate': { path: 'translation', file: async () => ({ bytes: nestedDivsHtml(200_000), fileName: 'deeper.html' }) },
  'PDF whose stream inflates to 500 MB, to translate': { path: 'translation', file: async () => ({ bytes: await inflatingPdf(500 * MB), fileName: 'stream.pdf' }) },
  'the same PDF as an attachment': { path: 'attachment', file: async () => ({ bytes: await inflatingPdf(500 * MB), fileName: 'stream.pdf' }) },
};
const mb = (bytes: number) => `${Math.round(bytes / MB).toLocaleString('en')} MB`;
const sizeOf = (bytes: number) => (bytes < 10_000 ? `${bytes.toLocaleString('en')} B` : bytes < MB ? `${Math.round(bytes / 1024)} KB` : `${(bytes / MB).toFixed(2)} MB`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function residentKib(pid: number): number {
  try {
    return Number(/^VmRSS:\s*(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0; // the process ended between the listing and the read
  }
}

/** Resident memory of this process's children (the parser processes) together. */
function childrenResidentBytes(): number {
  const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  return children.reduce((sum, pid) => sum + residentKib(pid), 0) * 1024;
}

function parse(path: Path, file: { bytes: Buffer; fileName: string }): Promise<unknown> {
  return path === 'attachment' ? extractTextWithinLimits(file) : prepareFile(file.bytes, file.fileName);
}

async function runCase(name: string): Promise<void> {
  const { path, file: build } = CASES[name]!;
  const file = await build();
  await warmExtractionPool();
  await parse(path, { bytes: Buffer.from('Aftalen træder i kraft ved underskrift.'), fileName: 'warm.txt' });
  await sleep(500);
  const before = process.memoryUsage().rss;
  let peak = before;
  let parserPeak = childrenResidentBytes();
  // The longest gap between two turns of a 20 ms timer, less the 20 ms (perf_hooks' histogram missed a 9 s block).
  let lastTurn = performance.now();
  let longestDelay = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    longestDelay = Math.max(longestDelay, now - lastTurn - SAMPLE_MS);
    lastTurn = now;
    peak = Math.max(peak, process.memoryUsage().rss);
    parserPeak = Math.max(parserPeak, childrenResidentBytes());
  }, SAMPLE_MS);
  const started = performance.now();
  const outcome = await parse(path, file).then(
    () => 'COMPLETED',
    (error: Error) => `FAILED: ${error.message}`,
  );
  const ms = Math.round(performance.now() - started);
  await sleep(1000);
  clearInterval(sampler);
  const after = process.memoryUsage().rss;
  const row = { name, path, size: sizeOf(file.bytes.length), outcome, ms, before: mb(before), peak: mb(peak), after: mb(after), ratio: (after / before).toFixed(2), parserPeak: mb(parserPeak), maxDelay: `${Math.round(longestDelay)} ms` };
  console.log(JSON.stringify(row));
  await closeExtractionPools();
  process.exit(0);
}

const caseArg = process.argv.indexOf('--case');
if (caseArg > 0) {
  await runCase(process.argv[caseArg + 1]!);
} else {
  console.log('| file | path | size | outcome | time | worker RSS before | peak | after (1 s) | after / before | parser processes peak | longest event-loop delay |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const name of Object.keys(CASES)) {
    const line = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--case', name], { encoding: 'utf8' }).trim().split('\n').at(-1)!;
    const row = JSON.parse(line) as Record<string, string | number>;
    console.log(`| ${row.name} | ${row.path} | ${row.size} | ${row.outcome} | ${row.ms} ms | ${row.before} | ${row.peak} | ${row.after} | ${row.ratio} | ${row.parserPeak} | ${row.maxDelay} |`);
  }
}
