/**
 * P5, file translation pipeline: a generated 30 MB .docx (text only, stored uncompressed, so all 30 MB are XML the
 * pipeline must read) goes through the worker's file step (prepareFile: the signature, zip-bomb and entity checks and
 * the streamed count of its characters, see inspectOfficeFile; then the engine) with an identity engine, so the figure
 * is the pipeline's own cost. Prints MB/s and the peak RSS of this process. Then Apertium words/s on a Danish contract.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import JSZip from 'jszip';
import { prepareFile } from '../../activities/src/translation/prepareFile';
import { createApertiumEngine } from '../../activities/src/translation/apertium';

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

const docx = await generateDocx();
const rssBefore = process.memoryUsage().rss;
const rss = sampleRss();
const started = performance.now();
const prepared = await prepareFile(docx, 'bench.docx');
const identity = prepared.bytes;
const seconds = (performance.now() - started) / 1000;
const peak = rss.stop();
console.log(`P5 file pipeline (identity engine): ${mb(docx.length).toFixed(1)} MB docx, ${prepared.characters} characters, ${identity.length === docx.length ? 'bytes unchanged' : 'bytes changed'}`);
console.log(`  ${seconds.toFixed(2)} s = ${(mb(docx.length) / seconds).toFixed(1)} MB/s; peak RSS ${mb(peak).toFixed(0)} MB (${mb(rssBefore).toFixed(0)} MB before, file in memory)`);

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
