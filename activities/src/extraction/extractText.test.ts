import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractText, ExtractionError, type ExtractedDocument } from './index';

const TESTDATA = new URL('../testdata/', import.meta.url);
const CONTRACT = 'blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt';

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, TESTDATA)));
}

function extractFixture(name: string, mimeType?: string): Promise<ExtractedDocument> {
  return extractText({ bytes: fixture(name), fileName: name, mimeType });
}

/** Bytes that follow no file format, the same on every run. */
function noiseBytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (index * 73 + 41) % 251);
}

/** A one-page PDF whose standard security handler refuses the empty user password. */
function passwordProtectedPdf(): Uint8Array {
  const key = (seed: number) =>
    Array.from(noiseBytes(32 + seed).subarray(seed), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${key(1)}> /U <${key(2)}> /P -4 >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xrefOffset = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const id = key(3);
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${id}> <${id}>] >>\n`;
  pdf += `startxref\n${xrefOffset}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

async function extractionFailure(input: Parameters<typeof extractText>[0]): Promise<ExtractionError> {
  const error: unknown = await extractText(input).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

function expectWellFormed(document: ExtractedDocument): void {
  expect(document.text).toBe(document.paragraphs.join('\n\n'));
  for (const paragraph of document.paragraphs) {
    expect(paragraph).not.toBe('');
    expect(paragraph).toBe(paragraph.trim());
    expect(paragraph).not.toMatch(/\s{2,}|[\t\n\r]/);
  }
}

describe('extractText', () => {
  it('reads a Word document, keeping the text of table cells between the paragraphs', async () => {
    const document = await extractFixture('tables.docx');

    expect(document.kind).toBe('docx');
    expect(document.paragraphs).toEqual(['Above', 'Top left', 'Top right', 'Bottom left', 'Bottom right', 'Below']);
    expect(document.text).toBe('Above\n\nTop left\n\nTop right\n\nBottom left\n\nBottom right\n\nBelow');
    expect(document.pageCount).toBeUndefined();
  });

  it('reads a PDF with its French diacritics intact and counts its pages', async () => {
    const bytes = fixture('french_diacritics.pdf');
    const document = await extractText({ bytes, fileName: 'french_diacritics.pdf' });

    expect(document.kind).toBe('pdf');
    expect(document.pageCount).toBe(1);
    expect(document.paragraphs).toEqual(['à À â Â ä Ä ç Ç é É è È ê Ê ë Ë î Î ï Ï ô Ô ù Ù û Û ü Ü', '1']);
    expect(document.text).toContain('é É è È');
    expect(document.text).toBe(document.text.normalize('NFC'));
    expectWellFormed(document);
    // pdf.js takes ownership of the buffer it is given; the caller's bytes must survive.
    expect(bytes.byteLength).toBe(10500);
  });

  it('reads the slides of a presentation in order, one paragraph per a:p', async () => {
    const document = await extractFixture('SampleShow.pptx');

    expect(document.kind).toBe('pptx');
    expect(document.pageCount).toBe(2);
    expect(document.paragraphs).toEqual([
      'Title of the first slide',
      'Subtitle of the first slide',
      'This bit is in italic green',
      'This is the second slide',
      'It has bullet points on it',
      'They’re fun, aren’t they?',
      'Especially in a different font like Arial Black at 16 point!',
    ]);
  });

  it('reads a slide whose text has a character reference to no character as U+FFFD, not a RangeError', async () => {
    const zip = await JSZip.loadAsync(fixture('SampleShow.pptx'));
    const slide = (await zip.file('ppt/slides/slide1.xml')!.async('string')).replace('Title of the first slide', 'Title &#x110000; of the first &#xD800;slide');
    const bytes = await zip.file('ppt/slides/slide1.xml', slide).generateAsync({ type: 'uint8array' });

    const document = await extractText({ bytes, fileName: 'SampleShow.pptx' });

    expect(document.paragraphs[0]).toBe('Title \uFFFD of the first \uFFFDslide');
  });

  it('reads every sheet of a workbook: its name, then one paragraph per row, cells as Excel shows them', async () => {
    const document = await extractFixture('Tables.xlsx');
    const sheetNames = document.paragraphs.filter((paragraph) => /^Exp\d+( \(2\))?$/.test(paragraph));

    expect(document.kind).toBe('xlsx');
    expect(sheetNames).toEqual([
      'Exp1', 'Exp2 (2)', 'Exp3 (2)', 'Exp4', 'Exp5', 'Exp6 (2)',
      'Exp7 (2)', 'Exp8', 'Exp9', 'Exp10 (2)', 'Exp11 (2)', 'Exp12',
    ]);
    expect(document.paragraphs.slice(0, 6)).toEqual([
      'Exp1',
      '(ii) Examples Showing the Effects of the Budget changes on Different Categories of Single and Married Taxpayers',
      // Merged across A4:J4, yet written once.
      'EXAMPLE 1',
      'Married couple, one income, no children taxed under PAYE',
      'Full rate PRSI contributor',
      'GROSS | PRSI Liability | Levy Liability | Tax Liability | Total | Total | Gain as % of',
    ]);
    // Formula results under the cells' number formats "#,##0" and "0.0".
    expect(document.paragraphs).toContain('17,500 | 436 | 0 | 0 | 0 | 0 | 0 | 436 | 8 | 2.6');
    expect(document.paragraphs).toContain('(b) Recte €24,960');
    expect(document.paragraphs.length).toBeGreaterThan(250);
    expect(document.paragraphs.length).toBeLessThan(400);
    expectWellFormed(document);
  });

  it('reads an HTML page without scripts, styles or link URLs, keeping link text and table cells', async () => {
    const document = await extractFixture('links-in-tables.html');

    expect(document.kind).toBe('html');
    expect(document.paragraphs).toContain('Saving Data: Reducing the size of App Updates by 65%');
    expect(document.text).toContain(
      'head over to the Archive Patcher GitHub project where you can find information, including the source code.',
    );
    expect(document.text).toContain('(see APK Signature Schema v2 for why)');
    expect(document.paragraphs).toEqual(
      expect.arrayContaining(['Farm Heroes Super Saga', '71.1 MB', '13.4 MB (-81%)']),
    );
    expect(document.text).not.toMatch(/https?:|github\.com|html5 = \(|gc-bubbleDefault/);
    expect(document.paragraphs.length).toBeGreaterThan(50);
    expect(document.paragraphs.length).toBeLessThan(400);
    expectWellFormed(document);
  });

  it('reads a plain-text contract, one paragraph per block between blank lines', async () => {
    const document = await extractFixture(CONTRACT);

    expect(document.kind).toBe('txt');
    expect(document.paragraphs[0]).toBe('Exhibit 10.1 DISTRIBUTOR AGREEMENT');
    expect(document.paragraphs).toContain('1.03. Terms. Terms are net cash upon delivery.');
    expect(document.paragraphs).toContain('ARTICLE VI DURATION OF AGREEMENT');
    expect(document.text).toContain('including the Snotarator™ Nasal Aspirator');
    expect(document.paragraphs.length).toBeGreaterThan(40);
    expect(document.paragraphs.length).toBeLessThan(80);
    expectWellFormed(document);
  });

  it('drops a UTF-8 byte order mark', async () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...fixture(CONTRACT)]);
    const document = await extractText({ bytes: withBom, fileName: 'contract.txt' });

    expect(document.paragraphs[0]).toBe('Exhibit 10.1 DISTRIBUTOR AGREEMENT');
  });

  it('goes by the extension first and by the MIME type when there is no known extension', async () => {
    const byExtension = await extractText({
      bytes: fixture('tables.docx'),
      fileName: 'Tables.DOCX',
      mimeType: 'text/plain',
    });
    const byMimeType = await extractText({
      bytes: fixture('french_diacritics.pdf'),
      fileName: 'scan',
      mimeType: 'application/pdf; name=scan',
    });

    expect(byExtension.kind).toBe('docx');
    expect(byMimeType.kind).toBe('pdf');
  });

  it('refuses an unsupported file type', async () => {
    const error = await extractionFailure({ bytes: noiseBytes(64), fileName: 'notes.xyz' });

    expect(error.message).toBe('Unsupported file type: .xyz');
  });

  it('refuses a file without extension whose MIME type is not supported', async () => {
    const error = await extractionFailure({ bytes: noiseBytes(64), fileName: 'archive', mimeType: 'application/zip' });

    expect(error.message).toBe('Unsupported file type: application/zip');
  });

  it('refuses random bytes named .docx', async () => {
    const error = await extractionFailure({ bytes: noiseBytes(4096), fileName: 'x.docx' });

    expect(error.message).toBe('The file could not be read as a Word document (docx): it is not a valid .docx file.');
  });

  it('refuses a zip that is not a Word document, keeping the parser error as the cause', async () => {
    const error = await extractionFailure({ bytes: fixture('SampleShow.pptx'), fileName: 'slides.docx' });

    expect(error.message).toBe('The file could not be read as a Word document (docx): it is not a valid .docx file.');
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('says when an Office file is encrypted or in the old binary format', async () => {
    const oleHeader = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...noiseBytes(504)]);
    const error = await extractionFailure({ bytes: oleHeader, fileName: 'budget.xlsx' });

    expect(error.message).toBe(
      'The file could not be read as an Excel workbook (xlsx): ' +
        'it is protected by a password or saved in an older Office format.',
    );
  });

  it('refuses a truncated PDF', async () => {
    const truncated = fixture('french_diacritics.pdf').subarray(0, 5000);
    const error = await extractionFailure({ bytes: truncated, fileName: 'contract.pdf' });

    expect(error.message).toBe('The file could not be read as a PDF document (pdf): it is not a valid .pdf file.');
  });

  it('says when a PDF needs a password', async () => {
    const error = await extractionFailure({ bytes: passwordProtectedPdf(), fileName: 'locked.pdf' });

    expect(error.message).toBe('The file could not be read as a PDF document (pdf): it is protected by a password.');
  });

  it('refuses a .pdf that does not start with %PDF', async () => {
    const error = await extractionFailure({ bytes: fixture('tables.docx'), fileName: 'contract.pdf' });

    expect(error.message).toBe('The file could not be read as a PDF document (pdf): it is not a valid .pdf file.');
  });

  it('refuses a corrupt presentation and workbook', async () => {
    const pptx = await extractionFailure({ bytes: noiseBytes(2048), fileName: 'deck.pptx' });
    const xlsx = await extractionFailure({ bytes: fixture('tables.docx'), fileName: 'sheet.xlsx' });

    expect(pptx.message).toBe(
      'The file could not be read as a PowerPoint presentation (pptx): it is not a valid .pptx file.',
    );
    expect(xlsx.message).toBe('The file could not be read as an Excel workbook (xlsx): it is not a valid .xlsx file.');
  });

  it('refuses binary content named .txt', async () => {
    const error = await extractionFailure({ bytes: fixture('french_diacritics.pdf'), fileName: 'notes.txt' });

    expect(error.message).toBe('The file could not be read as a text file (txt): it is not a valid .txt file.');
  });
});
