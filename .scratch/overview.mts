import { readFileSync } from 'node:fs';
import { extractText } from '/work/main/activities/src/extraction/index.ts';
import { extractiveOverview } from '/work/main/activities/src/ai/local/overview.ts';
const { paragraphs } = await extractText({ bytes: readFileSync(process.argv[2]!), fileName: 'a.txt', mimeType: 'text/plain' });
const passages = paragraphs.map((text, ordinal) => ({ sourceType: 'attachment' as const, sourceId: 'a', sourceName: 'x.txt', partId: null, ordinal, text }));
const o = extractiveOverview((process.argv[3] ?? 'documentOverview') as any, passages);
console.log(o.answer); console.log(o.citations.length);
