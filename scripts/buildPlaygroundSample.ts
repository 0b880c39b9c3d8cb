/**
 * Builds the playground's sample document, a real contract as .docx, from the contract text of the test fixtures
 * (CUAD v1, CC BY 4.0). Run `npx tsx scripts/buildPlaygroundSample.ts`; the output is committed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'tests/fixtures/contracts/blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt');
const target = path.join(root, 'addin/src/playground/samples/distributor-agreement.docx');

const lines = (await readFile(source, 'utf8'))
  .split(/\r?\n/)
  .map((line) => line.replace(/\s+/g, ' ').trim())
  .filter(Boolean);
const document = new Document({
  creator: 'Arcline playground',
  title: 'Distributor Agreement',
  sections: [
    {
      children: lines.map((line, index) =>
        index === 0 ? new Paragraph({ text: line, heading: HeadingLevel.HEADING_1 }) : new Paragraph({ children: [new TextRun(line)] }),
      ),
    },
  ],
});
await writeFile(target, await Packer.toBuffer(document));
console.log(`${target}: ${lines.length} paragraphs`);
