/**
 * Time to redline 100 documents to the demo playbook (issue 32): the work of `matrix-redline`'s activities for each
 * document — the offline playbook review of its extracted paragraphs, the tracked-change .docx (a .txt becomes Word)
 * — and the zip of them all, in one process, a document after another. Temporal, PostgreSQL and blob storage are not
 * in the figure (tests/matrixRedline.test.ts runs the whole path). Run: `npm run bench:matrix-redline -w bench`
 * (REDLINE_DOCUMENTS=N for another count).
 */
import path from 'node:path';
import JSZip from 'jszip';
import { playbookInputSchema, DEMO_PLAYBOOK } from '@arcline/shared';
import { reviewAgainstPlaybook } from '../../activities/src/ai/playbooks';
import { cuadTrainDirectory, readContracts } from '../../activities/src/ai/local/training/cuadData';
import { extractText } from '../../activities/src/extraction';
import { redlinedFileName, redlineSource } from '../../activities/src/documents/redline';

const count = Number(process.env.REDLINE_DOCUMENTS ?? 100);
const playbook = playbookInputSchema.parse(DEMO_PLAYBOOK);
const contracts = readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz')).slice(0, count);
const date = new Date();

const perDocument: number[] = [];
const phases = { extraction: 0, review: 0, redline: 0 };
const tally = { redlined: 0, unchanged: 0, refused: 0, changes: 0 };
const reasons = new Map<string, number>();
const zip = new JSZip();
const started = performance.now();
for (const [index, contract] of contracts.entries()) {
  const begun = performance.now();
  const fileName = `${String(index).padStart(3, '0')} ${contract.title.slice(0, 60)}.txt`;
  const bytes = Buffer.from(contract.text, 'utf8');
  const { paragraphs } = await extractText({ fileName, mimeType: 'text/plain', bytes });
  const extracted = performance.now();
  phases.extraction += extracted - begun;
  const changes = reviewAgainstPlaybook(paragraphs, playbook)
    .filter((finding) => finding.verdict === 'unacceptable' && finding.quote && finding.proposedText)
    .map((finding) => ({ quote: finding.quote, replacement: finding.proposedText }));
  const reviewed = performance.now();
  phases.review += reviewed - extracted;
  const result = await redlineSource({ bytes, fileName, paragraphs }, changes, date);
  phases.redline += performance.now() - reviewed;
  if (!result.ok) {
    tally.refused += 1;
    for (const refusal of result.refusals) reasons.set(refusal.reason, (reasons.get(refusal.reason) ?? 0) + 1);
  } else {
    tally[changes.length === 0 ? 'unchanged' : 'redlined'] += 1;
    tally.changes += result.changeCount;
    zip.file(redlinedFileName(fileName), result.bytes);
  }
  perDocument.push(performance.now() - begun);
}
const archive = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
const seconds = (performance.now() - started) / 1000;
const sorted = [...perDocument].sort((a, b) => a - b);
const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

console.log(`${contracts.length} CUAD contracts redlined to "${playbook.name}" in ${seconds.toFixed(1)} s (zip ${(archive.length / 1e6).toFixed(1)} MB)`);
console.log(`per document: median ${percentile(50).toFixed(0)} ms, p95 ${percentile(95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`);
console.log(`of which: extraction ${(phases.extraction / 1000).toFixed(1)} s, playbook review ${(phases.review / 1000).toFixed(1)} s, redline ${(phases.redline / 1000).toFixed(1)} s`);
console.log(`redlined ${tally.redlined} (${tally.changes} tracked changes), unchanged ${tally.unchanged}, refused ${tally.refused}`);
for (const [reason, times] of reasons) console.log(`  refused: ${times} × ${reason}`);
