import { describe, expect, it } from 'vitest';
import { TRANSLATION_MESSAGES } from '@arcline/shared';
import { prepareFile } from './prepareFile';

/** A one-page PDF whose only content is an 8×8 grey image, as a scanner writes a page: no text at all. */
function imageOnlyPdf(): Buffer {
  const pixels = Buffer.alloc(64, 0x80);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    `<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n${pixels.toString('latin1')}\nendstream`,
    (() => {
      const content = 'q 595 0 0 842 0 0 cm /Im1 Do Q';
      return `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
    })(),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

describe('prepareFile', () => {
  it('refuses a PDF whose pages are images, with a message saying so, instead of an empty .docx', async () => {
    await expect(prepareFile(imageOnlyPdf(), 'Lejekontrakt (scannet).pdf')).rejects.toThrow(TRANSLATION_MESSAGES.pdfWithoutText);
  }, 60_000);
});
