/**
 * Issue 32 (32w): on refs.ts's output, the quote's references a word-level diff change cuts (touches part of) or takes whole.
 * Run: `npx tsx bench/playbooks/redlineChecks/broken.ts /tmp/refs.json`.
 */
import { readFileSync } from 'node:fs';
import { diffOperations } from '../../../shared/src/wordDiff';
const REF = /\b(?:Sections?|SECTIONS?|Articles?|ARTICLES?|Clauses?|Paragraphs?|Exhibits?|Schedules?|Annex(?:es)?|Appendix|§+)\s*(?:\d+(?:\.\d+)*[A-Za-z]?|[IVX]{1,5}\b|[A-Z]\b)(?:\s*\([a-z0-9ivx]{1,5}\))*/g;
const data = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { title: string; topic: string; quote: string; proposed: string }[];
let partial = 0, whole = 0;
for (const f of data) {
  const ops = diffOperations(f.quote, f.proposed);
  for (const m of f.quote.matchAll(REF)) {
    const s = m.index, e = m.index + m[0].length;
    const touching = ops.filter((op) => op.originalText && op.startPosition < e && op.startPosition + op.originalText.length > s);
    if (!touching.length) continue;
    const covered = touching.some((op) => op.startPosition <= s && op.startPosition + op.originalText.length >= e);
    if (covered) whole += 1; else { partial += 1; console.log('PARTIAL', f.title.slice(0, 40), f.topic, JSON.stringify(m[0]), touching.map((op) => [op.originalText, op.operandText])); }
  }
}
console.log({ partial, whole });
