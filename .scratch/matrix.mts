import { readFileSync } from 'node:fs';
import { extractText } from '/work/main/activities/src/extraction/index.ts';
import { extractMatrixCellLocally } from '/work/main/activities/src/ai/local/matrixExtraction.ts';
const files = process.argv.slice(2);
const queries = [
 'What law governs the agreement?', 'What is the date of the agreement?', 'Who are the parties to the agreement?',
 'What is the term of the agreement?', 'Under what conditions can the agreement be terminated?',
 'Is there a confidentiality obligation?', 'Can the distributor assign the agreement?', 'cryptocurrency mining',
 'What is the price per unit?', 'How long is the warranty period?', 'Does the agreement contain a non-compete clause?', 'Limitation of liability', 'Expiration date',
];
for (const f of files) {
  const { paragraphs } = await extractText({ bytes: readFileSync(f), fileName: f, mimeType: 'text/plain' });
  console.log('=====', f, paragraphs.length);
  for (const q of queries) {
    const r = extractMatrixCellLocally({ query: q, columnName: q, documentName: 'doc', paragraphs });
    console.log(`\n## ${q}\n  refine: ${r.refineResult}\n  ref: ${r.referenceResult.slice(0, 300).replace(/\n/g,' ')}`);
  }
}
