import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createApertiumEngine } from './apertium';

const TEXT_BOX = (text: string) => `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx><w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;

/** A .docx with a text box as Word writes it: the shown (wps) copy and the legacy (VML) fallback. */
async function docxWithTextBox(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:v="urn:schemas-microsoft-com:vml" mc:Ignorable="wps"><w:body><w:p><w:r><w:t>Købesummen betales inden 30 dage.</w:t></w:r></w:p>${TEXT_BOX('Sælgeren skal betale lejen.')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('Apertium and Word text boxes', () => {
  it('translates the copy Word shows, not only the legacy fallback (issue 30)', async () => {
    const translated = await createApertiumEngine().translateFile({ bytes: await docxWithTextBox(), kind: 'docx' }, { source: 'da', target: 'nb' });
    const xml = await (await JSZip.loadAsync(translated)).file('word/document.xml')!.async('string');
    const choice = /<mc:Choice[\s\S]*?<\/mc:Choice>/.exec(xml)![0];
    const fallback = /<mc:Fallback[\s\S]*?<\/mc:Fallback>/.exec(xml)![0];
    expect(choice).toContain('Selgeren skal betale leien.');
    expect(fallback).toContain('Selgeren skal betale leien.');
    expect(xml).not.toContain('Sælgeren');
    expect(choice).toContain('<wps:txbx>');
  }, 120_000);
});
