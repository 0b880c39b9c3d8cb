import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { ExtractionError } from '../extraction';
import { inspectOfficeFile } from './inspectOfficeFile';

async function docx(body: string, prolog = ''): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('word/document.xml', `<?xml version="1.0"?>${prolog}<w:document><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('inspectOfficeFile (the streamed check and character count of the translate-file workflow)', () => {
  it('counts the characters of every text element across chunk boundaries, entities decoded', async () => {
    const paragraphs = Array.from({ length: 3000 }, (_, index) => `Punkt ${index}: Sælger & Køber aftaler <vilkår>.`);
    const body = paragraphs
      .map((text) => `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${text.slice(0, 9).replace(/&/g, '&amp;')}</w:t></w:r><w:r><w:t>${text.slice(9).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</w:t></w:r></w:p>`)
      .join('');
    const summary = await inspectOfficeFile(await docx(body), 'docx', 100);
    expect(summary.characters).toBe(paragraphs.join('').length);
    expect(summary.sample).toBe(paragraphs.map((text) => `${text}\n`).join('').slice(0, 100));
  });

  it('refuses what is not the office file its name says, and XML entity declarations', async () => {
    await expect(inspectOfficeFile(Buffer.from('Aftalen træder i kraft.'), 'docx', 100)).rejects.toThrow(
      'The file could not be read as a Word document (docx): it is not a valid .docx file.',
    );
    const zip = new JSZip();
    zip.file('other.xml', '<x/>');
    await expect(inspectOfficeFile(await zip.generateAsync({ type: 'nodebuffer' }), 'docx', 100)).rejects.toBeInstanceOf(ExtractionError);
    const laughs = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>';
    await expect(inspectOfficeFile(await docx('<w:p><w:r><w:t>&lol2;</w:t></w:r></w:p>', laughs), 'docx', 100)).rejects.toThrow('declares XML entities');
  });
});
