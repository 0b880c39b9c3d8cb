/**
 * Peak RSS of this process (the caller plus the capped extraction thread) while hostile files are refused:
 * the 1.29 GB zip bomb named .docx (honest and lying directory) and the page-tree PDF of 100,000 pages.
 * Each case runs in a fresh process (`--case`), so one peak does not hide the next.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { extractTextWithinLimits } from '../../activities/src/extraction/index';
import { pageTreePdf, zipBombDocx } from '../../activities/src/extraction/testing/hostileFiles';

const INFLATED_BOMB_BYTES = 1.29 * 1024 ** 3;
const CASES = {
  'zip bomb (.docx, 1.29 GB inflated, honest directory)': async () => ({ bytes: await zipBombDocx(INFLATED_BOMB_BYTES), fileName: 'bomb.docx' }),
  'zip bomb (.docx, 1.29 GB inflated, directory says 1 KB)': async () => ({ bytes: await zipBombDocx(INFLATED_BOMB_BYTES, { lie: true }), fileName: 'bomb.docx' }),
  'page-tree PDF (100,000 pages)': async () => ({ bytes: pageTreePdf(5), fileName: 'tree.pdf' }),
} as const;
type CaseName = keyof typeof CASES;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function runCase(name: CaseName): Promise<void> {
  const file = await CASES[name]();
  // Warm the pool on a harmless file first: what is measured is the hostile file, not loading the parsers.
  await extractTextWithinLimits({ bytes: new TextEncoder().encode('warm-up'), fileName: 'warm.txt' });
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const outcome = await extractTextWithinLimits(file).then(
    () => 'COMPLETED (unexpected)',
    (error: Error) => `FAILED: ${error.message}`,
  );
  clearInterval(sampler);
  const after = process.memoryUsage().rss;
  console.log(JSON.stringify({ name, size: file.bytes.length, outcome, ms: Math.round(performance.now() - started), before: mb(before), peak: mb(peak), after: mb(after) }));
  process.exit(0);
}

const caseArg = process.argv.indexOf('--case');
if (caseArg > 0) {
  await runCase(process.argv[caseArg + 1] as CaseName);
} else {
  console.log('| file | size | outcome | time | RSS before | peak RSS | RSS after |\n|---|---|---|---|---|---|---|');
  for (const name of Object.keys(CASES)) {
    const line = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--case', name], { encoding: 'utf8' }).trim().split('\n').at(-1)!;
    const row = JSON.parse(line) as Record<string, string | number>;
    console.log(`| ${row.name} | ${row.size} B | ${row.outcome} | ${row.ms} ms | ${row.before} | ${row.peak} | ${row.after} |`);
  }
}
