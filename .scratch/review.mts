import { readFileSync } from 'node:fs';
import { extractText } from '/work/main/activities/src/extraction/index.ts';
import { reviewLocally } from '/work/main/activities/src/ai/local/review.ts';
const { paragraphs } = await extractText({ bytes: readFileSync(process.argv[2]!), fileName: 'a.txt', mimeType: 'text/plain' });
const passages = paragraphs.map((text, ordinal) => ({ sourceType: 'document' as const, sourceId: 'a', sourceName: 'x', partId: `p${ordinal}`, ordinal, text }));
console.log(JSON.stringify(reviewLocally(passages), null, 1));
