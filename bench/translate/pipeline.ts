/**
 * P5, file translation pipeline: a generated 30 MB .docx (text only, stored uncompressed, so all 30 MB are XML the
 * pipeline must read) goes through the worker's file step (prepareFile: the signature, zip-bomb and entity checks and
 * the streamed count of its characters, see inspectOfficeFile; then the engine) with an identity engine, so the figure
 * is the pipeline's own cost. Then the same file through the segment path (paragraphs as tagged segments, an identity
 * translator, written back and zipped: what file translation by Claude does around the model). Prints MB/s and the
 * peak RSS of a fresh process for each (the file written to a temporary folder first, so the generator's memory is not
 * counted). Then Apertium words/s on a Danish contract.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import JSZip from 'jszip';
import { prepareFile } from '../../activities/src/translation/prepareFile';
import { apertiumProtections, createApertiumEngine, protectApertiumFile, restoreApertiumFile } from '../../activities/src/translation/apertium';
import { translateFileBySegments } from '../../activities/src/translation/segments';

const TARGET_BYTES = 30 * 1024 * 1024;
const CONTRACT = path.resolve(import.meta.dirname, '../../tests/fixtures/contracts/blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt');
/** A Danish supply agreement in the usual form of one (written for this bench: no Danish contract ships with the fixtures). */
const DANISH_CONTRACT = path.resolve(import.meta.dirname, 'fixtures/leveringsaftale-da.txt');

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function generateDocx(): Promise<Buffer> {
  const lines = readFileSync(CONTRACT, 'utf8').split('\n').map((line) => line.trim()).filter(Boolean);
  const paragraphs: string[] = [];
  let size = 0;
  for (let index = 0; size < TARGET_BYTES - 4096; index++) {
    const line = escapeXml(lines[index % lines.length]!);
    const paragraph = `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${index}. </w:t></w:r><w:r><w:t xml:space="preserve">${line}</w:t></w:r></w:p>`;
    paragraphs.push(paragraph);
    size += paragraph.length;
  }
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

function sampleRss(): { stop(): number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return { stop: () => (clearInterval(timer), Math.max(peak, process.memoryUsage().rss)) };
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** One measured pass over the file, in a fresh process (`--case`), so that its RSS is the pipeline's and not the generator's. */
async function runCase(kind: CaseKind, file: string): Promise<void> {
  const docx = readFileSync(file);
  const rssBefore = process.memoryUsage().rss;
  const rss = sampleRss();
  const started = performance.now();
  let detail: string;
  if (kind === 'file') {
    const prepared = await prepareFile(docx, 'bench.docx');
    detail = `${prepared.characters} characters, ${prepared.bytes.length === docx.length ? 'bytes unchanged' : 'bytes changed'}`;
  } else if (kind === 'protection') {
    // Apertium's file path around the engine: figures, codes, company forms and references become placeholders, then
    // its unknown-word marks are taken out and the placeholders written back (the engine itself is left out).
    const terms = apertiumProtections([]);
    const protectedFile = await protectApertiumFile({ bytes: docx, kind: 'docx' }, terms, { marked: false });
    const restored = await restoreApertiumFile(protectedFile, 'docx', terms, []);
    detail = `${mb(restored.length).toFixed(1)} MB written`;
  } else {
    const translated = await translateFileBySegments({ bytes: docx, kind: 'docx' }, async (segments) => segments);
    detail = `${mb(translated.length).toFixed(1)} MB written`;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = rss.stop();
  console.log(JSON.stringify({ detail, seconds, mbPerSecond: mb(docx.length) / seconds, peak: mb(peak), before: mb(rssBefore) }));
}

type CaseKind = 'file' | 'segments' | 'protection';

const caseArg = process.argv.indexOf('--case');
if (caseArg > 0) {
  await runCase(process.argv[caseArg + 1] as CaseKind, process.argv[caseArg + 2]!);
  process.exit(0);
}

const docx = await generateDocx();
const folder = mkdtempSync(path.join(tmpdir(), 'arcline-p5-'));
const docxPath = path.join(folder, 'bench.docx');
writeFileSync(docxPath, docx);
const LABELS = {
  // The worker's file step: signature, zip-bomb and entity checks, the streamed character count; an identity engine.
  file: 'P5 file step (checks and count; identity engine)',
  // The segment path (Claude's file translation): each paragraph's runs become one segment with inline tags,
  // translated by the identity, written back into the document, which is zipped again.
  segments: 'P5 segment path (extract → identity translator → write back → zip)',
  // Apertium's own passes around the engine (issue 30): protecting literals before it, restoring them after.
  protection: 'P5 Apertium protection passes (protect literals → [engine left out] → unmark and restore)',
} as const;
for (const kind of ['file', 'segments', 'protection'] as const) {
  const line = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--case', kind, docxPath], { encoding: 'utf8' }).trim().split('\n').at(-1)!;
  const row = JSON.parse(line) as { detail: string; seconds: number; mbPerSecond: number; peak: number; before: number };
  console.log(`${LABELS[kind]}: ${mb(docx.length).toFixed(1)} MB docx, ${row.detail}`);
  console.log(`  ${row.seconds.toFixed(2)} s = ${row.mbPerSecond.toFixed(1)} MB/s; peak RSS ${row.peak.toFixed(0)} MB in a fresh process (${row.before.toFixed(0)} MB with the file read)`);
}
rmSync(folder, { recursive: true, force: true });

const apertium = createApertiumEngine();

/** Apertium on a Danish contract, once (start-up included) and ten times in one run (throughput). */
async function apertiumWordsPerSecond(text: string, label: string): Promise<void> {
  const words = text.split(/\s+/).filter(Boolean).length;
  const started = performance.now();
  await apertium.translateText(text, { source: 'da', target: 'nb' });
  const elapsed = (performance.now() - started) / 1000;
  console.log(`Apertium da→nb, ${label}: ${words} words in ${elapsed.toFixed(1)} s = ${(words / elapsed).toFixed(0)} words/s`);
}

const danishContract = readFileSync(DANISH_CONTRACT, 'utf8');
await apertiumWordsPerSecond(danishContract, `${path.basename(DANISH_CONTRACT)} once`);
await apertiumWordsPerSecond(Array.from({ length: 10 }, () => danishContract).join('\n'), `${path.basename(DANISH_CONTRACT)} ×10`);
