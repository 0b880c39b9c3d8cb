/**
 * The "used like a defined term but never defined" flags of the offline document review (activities/src/ai/local/review.ts,
 * which runs the shared integrity check over every paragraph) on unedited CUAD training contracts, cut into paragraphs
 * one per non-empty line as the playground cuts its sample. An unedited contract should draw few of them: each is either
 * a capitalised term the contract really never defines or a false alarm. Prints the count of the review's findings (at
 * most five a contract) and of the check's warnings behind them (not capped), then every flagged term with its context,
 * to be read.
 *
 *   npm run --workspace bench bench:integrity-review-flags                        # every 9th CUAD training text: 50
 *   INTEGRITY_REVIEW_EVERY=3 INTEGRITY_REVIEW_OFFSET=1 npm run --workspace bench bench:integrity-review-flags
 *   INTEGRITY_REVIEW_QUOTES=single npm run --workspace bench bench:integrity-review-flags    # "Term" written ‘Term’
 *
 * CUAD's texts quote their terms with straight double quotes; INTEGRITY_REVIEW_QUOTES=single rewrites every quoted
 * capitalised phrase with typographic single quotes, as British drafting and Word's AutoFormat write them.
 */
import { checkIntegrity } from '../../shared/src/integrity';
import { reviewLocally } from '../../activities/src/ai/local/review';
import type { ContextPassage } from '../../activities/src/ai/types';
import { cuadTrainDirectory, readContracts } from '../../activities/src/ai/local/training/cuadData';
import path from 'node:path';

const EVERY = Number(process.env.INTEGRITY_REVIEW_EVERY ?? 9);
const OFFSET = Number(process.env.INTEGRITY_REVIEW_OFFSET ?? 0);
const quoted = (text: string) => (process.env.INTEGRITY_REVIEW_QUOTES === 'single' ? text.replace(/"([A-Z][^"\n]{0,60})"/gu, '‘$1’') : text);

const contracts = readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz')).filter((_, index) => index % EVERY === OFFSET);
let findings = 0;
let warnings = 0;
const flagged: string[] = [];
for (const contract of contracts) {
  const lines = quoted(contract.text)
    .split(/\r?\n/u)
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter(Boolean);
  const passages: ContextPassage[] = lines.map((text, ordinal) => ({ sourceType: 'document', sourceId: contract.title, sourceName: contract.title, partId: null, ordinal, text }));
  const terms = reviewLocally(passages).findings.filter((finding) => finding.title.endsWith('never defined'));
  findings += terms.length;
  const paragraphs = lines.map((text, index) => ({ id: String(index), text }));
  const found = checkIntegrity(paragraphs, paragraphs.map((paragraph) => paragraph.id)).filter((warning) => warning.kind === 'undefined-term');
  warnings += found.length;
  for (const warning of found) {
    const text = paragraphs[Number(warning.paragraphId)]!.text;
    flagged.push(`${contract.title.slice(0, 36).padEnd(36)}  ${text.slice(warning.start, warning.end).padEnd(24)} …${text.slice(Math.max(0, warning.start - 50), warning.end + 40)}…`);
  }
}
console.log(`${contracts.length} CUAD training contracts (every ${EVERY}th, offset ${OFFSET}; quotes ${process.env.INTEGRITY_REVIEW_QUOTES ?? 'as written'})`);
console.log(`review findings "used like a defined term but never defined": ${findings} (at most 5 a contract)`);
console.log(`integrity check's undefined-term warnings over every paragraph: ${warnings}`);
if (process.env.INTEGRITY_REVIEW_LIST !== '0') console.log(`\n${flagged.join('\n')}`);
