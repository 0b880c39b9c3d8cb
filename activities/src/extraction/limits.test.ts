import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkFileSize,
  closeExtractionPools,
  DEFAULT_EXTRACTION_LIMITS,
  extractTextWithinLimits,
  LIMIT_MESSAGES,
  ExtractionError,
  warmExtractionPool,
  type ExtractionLimits,
} from './index';
import { inflatingPdf, nestedDivsHtml, pageTreePdf, zipBombDocx } from './testing/hostileFiles';

const MB = 1024 * 1024;
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../testdata/${name}`, import.meta.url)));
const limits = (overrides: Partial<ExtractionLimits>): ExtractionLimits => ({ ...DEFAULT_EXTRACTION_LIMITS, ...overrides });

async function failure(run: Promise<unknown>): Promise<ExtractionError> {
  const error: unknown = await run.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe('extraction limits', { timeout: 120000 }, () => {
  afterAll(() => closeExtractionPools());

  // First in the file: the pool is cold until this test warms it.
  it('warms the pool: after warmExtractionPool (the worker calls it at start) a file does not wait for the parsers', async () => {
    const warmMs = await warmExtractionPool();
    const started = performance.now();
    const text = await extractTextWithinLimits({ bytes: new TextEncoder().encode('First clause.\n\nSecond clause.'), fileName: 'a.txt' });
    expect(text.paragraphs).toEqual(['First clause.', 'Second clause.']);
    expect(performance.now() - started).toBeLessThan(warmMs / 2);
  });

  it('reads ordinary files in the capped process', async () => {
    const docx = await extractTextWithinLimits({ bytes: fixture('tables.docx'), fileName: 'tables.docx' });
    expect(docx.paragraphs.length).toBeGreaterThan(3);
    const pdf = await extractTextWithinLimits({ bytes: fixture('french_diacritics.pdf'), fileName: 'french_diacritics.pdf' });
    expect(pdf.pageCount).toBeGreaterThan(0);
  });

  it('refuses a zip bomb named .docx from its directory, without inflating it', async () => {
    const bomb = await zipBombDocx(300 * MB);
    expect(bomb.length).toBeLessThan(1 * MB);
    const started = Date.now();
    const error = await failure(extractTextWithinLimits({ bytes: bomb, fileName: 'contract.docx' }));
    expect(error.message).toBe(LIMIT_MESSAGES.inflatesTooMuch(DEFAULT_EXTRACTION_LIMITS));
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a zip bomb whose directory lies, by counting what it inflates (nothing kept)', async () => {
    const bomb = await zipBombDocx(40 * MB, { lie: true });
    const error = await failure(extractTextWithinLimits({ bytes: bomb, fileName: 'contract.docx' }, limits({ maxInflatedBytes: 10 * MB })));
    expect(error.message).toBe('The file expands to more than 10 MB when unpacked, the most a file may hold.');
  });

  it('refuses a one-kilobyte PDF whose page tree declares 100,000 pages', async () => {
    const pdf = pageTreePdf(5);
    expect(pdf.length).toBeLessThan(2048);
    const started = Date.now();
    const error = await failure(extractTextWithinLimits({ bytes: pdf, fileName: 'tree.pdf' }));
    expect(error.message).toBe(LIMIT_MESSAGES.tooManyPages(DEFAULT_EXTRACTION_LIMITS));
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a page of 200,000 nested elements before parsing it (48 s in the parser before), naming the cap', async () => {
    const page = nestedDivsHtml(200_000);
    const started = Date.now();
    const error = await failure(extractTextWithinLimits({ bytes: page, fileName: 'deep.html' }));
    expect(error.message).toBe(LIMIT_MESSAGES.nestedTooDeep(DEFAULT_EXTRACTION_LIMITS));
    expect(Date.now() - started).toBeLessThan(10_000);
    const shallow = await extractTextWithinLimits({ bytes: nestedDivsHtml(900), fileName: 'shallow.html' });
    expect(shallow.paragraphs).toEqual(['Aftalen træder i kraft ved underskrift.']);
  });

  it('a 510 KB PDF whose stream inflates to 500 MB stops at the memory cap, and this process does not grow', async () => {
    const pdf = await inflatingPdf(500 * MB);
    expect(pdf.length).toBeLessThan(600 * 1024);
    await warmExtractionPool();
    const before = process.memoryUsage().rss;
    const error = await failure(extractTextWithinLimits({ bytes: pdf, fileName: 'stream.pdf' }));
    expect(error.message).toBe(LIMIT_MESSAGES.tooMuchMemory(DEFAULT_EXTRACTION_LIMITS));
    expect(process.memoryUsage().rss).toBeLessThan(before * 1.1);
    // The process that reached its cap was replaced: the next file is read as usual.
    const next = await extractTextWithinLimits({ bytes: new TextEncoder().encode('Next clause.'), fileName: 'next.txt' });
    expect(next.paragraphs).toEqual(['Next clause.']);
  });

  it('caps paragraphs and time, naming the cap', async () => {
    const text = new TextEncoder().encode(Array.from({ length: 50 }, (_, index) => `Clause ${index}.`).join('\n\n'));
    const paragraphs = await failure(extractTextWithinLimits({ bytes: text, fileName: 'clauses.txt' }, limits({ maxParagraphs: 20 })));
    expect(paragraphs.message).toBe('The file has more than 20 paragraphs, the most a file may have.');
    const slow = await failure(extractTextWithinLimits({ bytes: fixture('french_diacritics.pdf'), fileName: 'a.pdf' }, limits({ timeoutMs: 5 })));
    expect(slow.message).toBe('Reading the file took longer than 0.005 s, the most a file may take.');
  });

  it('checks the real size against the declared size and the maximum of the kind', () => {
    expect(() => checkFileSize({ fileName: 'a.docx', declaredBytes: 1024, actualBytes: 60 * MB })).toThrow(LIMIT_MESSAGES.sizeMismatch(1024, 60 * MB));
    expect(() => checkFileSize({ fileName: 'a.txt', declaredBytes: 11 * MB, actualBytes: 11 * MB })).toThrow('The file is too large: a .txt file may be at most 10 MB.');
    expect(() => checkFileSize({ fileName: 'a.pdf', declaredBytes: 2048, actualBytes: 2048 })).not.toThrow();
  });
});
