/**
 * Issue 32 (32w): the demo playbook acting for the customer over the first N CUAD train contracts (default 150): every
 * unacceptable finding's quote and proposal, and the quote's cross-references the proposal leaves out.
 * Run: `npx tsx bench/playbooks/redlineChecks/refs.ts 150 /tmp/refs.json` (bench/README.md, issue 32's redline rows).
 */
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { playbookInputSchema, DEMO_PLAYBOOK } from '@arcline/shared';
import { reviewAgainstPlaybook } from '../../../activities/src/ai/playbooks';
import { cuadTrainDirectory, readContracts } from '../../../activities/src/ai/local/training/cuadData';
const playbook = playbookInputSchema.parse(DEMO_PLAYBOOK);
const contracts = readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz')).slice(0, Number(process.argv[2] ?? 150));
const REF = /\b(?:Sections?|SECTIONS?|Articles?|ARTICLES?|Clauses?|Paragraphs?|Exhibits?|Schedules?|Annex(?:es)?|Appendix|§+)\s*(?:\d+(?:\.\d+)*[A-Za-z]?|[A-Z]\b|[IVX]{1,5}\b)(?:\s*\([a-z0-9ivx]{1,5}\))*/g;
const out: { title: string; topic: string; quote: string; proposed: string; lost: string[] }[] = [];
for (const c of contracts) {
  const findings = reviewAgainstPlaybook(c.text, { ...playbook, actingFor: 'customer' });
  for (const f of findings) {
    if (f.verdict !== 'unacceptable' || !f.quote) continue;
    const topic = playbook.topics.find((t) => t.id === f.topicId)!;
    const refs = [...f.quote.matchAll(REF)].map((m) => m[0]);
    const lost = refs.filter((r) => !f.proposedText.includes(r));
    out.push({ title: c.title, topic: topic.id, quote: f.quote, proposed: f.proposedText, lost });
  }
}
writeFileSync(process.argv[3] ?? '/tmp/w32/refs.json', JSON.stringify(out, null, 1));
console.log('findings', out.length, 'with lost refs', out.filter((o) => o.lost.length).length);
