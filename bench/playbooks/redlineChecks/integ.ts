/**
 * Issue 32 (32w): integrity warnings on the paragraphs redlined to the demo playbook (the quote replaced in its paragraph).
 * Run: `npx tsx bench/playbooks/redlineChecks/integ.ts`.
 */
import path from 'node:path';
import { playbookInputSchema, DEMO_PLAYBOOK, checkIntegrity } from '@arcline/shared';
import { reviewAgainstPlaybook } from '../../../activities/src/ai/playbooks';
import { cuadTrainDirectory, readContracts } from '../../../activities/src/ai/local/training/cuadData';
const playbook = playbookInputSchema.parse(DEMO_PLAYBOOK);
const contracts = readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz')).slice(0, 150);
let warnings = 0, redlined = 0, withWarnings = 0;
for (const c of contracts) {
  const paragraphs = c.text.split('\n').filter((p) => p.trim());
  const findings = reviewAgainstPlaybook(paragraphs, { ...playbook, actingFor: 'customer' });
  for (const f of findings) {
    if (f.verdict !== 'unacceptable' || !f.quote || f.paragraphIndex === undefined) continue;
    const before = paragraphs.map((text, i) => ({ id: String(i), text }));
    const original = paragraphs[f.paragraphIndex]!;
    if (!original.includes(f.quote)) continue;
    redlined += 1;
    const after = before.map((p) => (p.id === String(f.paragraphIndex) ? { ...p, text: original.replace(f.quote, f.proposedText) } : p));
    const found = checkIntegrity(after, [String(f.paragraphIndex)], { before });
    warnings += found.length; if (found.length) withWarnings += 1;
  }
}
console.log({ redlined, warnings, withWarnings });
