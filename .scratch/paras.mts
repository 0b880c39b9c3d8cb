import { readFileSync } from 'node:fs';
import { extractText } from '/work/main/activities/src/extraction/index.ts';
const { paragraphs } = await extractText({ bytes: readFileSync(process.argv[2]!), fileName: 'a.txt', mimeType: 'text/plain' });
paragraphs.forEach((p, i) => console.log(i, p.length, p.slice(0, +(process.argv[3] ?? 160))));
