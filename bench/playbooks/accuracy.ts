/**
 * Verdict accuracy of the offline playbook review (activities/src/ai/playbooks) against hand-labelled verdicts of the
 * demo playbook (labels.json: CUAD test-split contracts). Run: `npm run bench:playbook-accuracy -w bench`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { playbookInputSchema, type PlaybookVerdict, DEMO_PLAYBOOK } from '@arcline/shared';
import { reviewAgainstPlaybook } from '../../activities/src/ai/playbooks';
import { cuadTrainDirectory, readContracts } from '../../activities/src/ai/local/training/cuadData';

interface Labels {
  contracts: { title: string; verdicts: Record<string, PlaybookVerdict> }[];
}

const labels = JSON.parse(readFileSync(new URL('./labels.json', import.meta.url), 'utf8')) as Labels;
const texts = new Map(readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz')).map((contract) => [contract.title, contract.text]));
const playbook = playbookInputSchema.parse(DEMO_PLAYBOOK);

const perTopic = new Map<string, { right: number; total: number; abstained: number }>();
const misses: string[] = [];
const started = performance.now();
for (const { title, verdicts } of labels.contracts) {
  const text = texts.get(title);
  if (!text) throw new Error(`contract not in CUAD train data: ${title}`);
  const findings = reviewAgainstPlaybook(text, playbook);
  for (const [topicId, expected] of Object.entries(verdicts)) {
    const actual = findings.find((finding) => finding.topicId === topicId)!.verdict;
    const tally = perTopic.get(topicId) ?? { right: 0, total: 0, abstained: 0 };
    tally.total += 1;
    if (actual === expected) tally.right += 1;
    else {
      if (actual === 'needs review') tally.abstained += 1;
      misses.push(`${title.slice(0, 48).padEnd(48)} ${topicId.padEnd(28)} expected ${expected.padEnd(13)} got ${actual}`);
    }
    perTopic.set(topicId, tally);
  }
}
const seconds = (performance.now() - started) / 1000;
const all = [...perTopic.values()].reduce((sum, tally) => ({ right: sum.right + tally.right, total: sum.total + tally.total, abstained: sum.abstained + tally.abstained }), { right: 0, total: 0, abstained: 0 });
const percent = (right: number, total: number) => `${((100 * right) / total).toFixed(1)} %`;
console.log(`Playbook verdict accuracy, demo playbook, ${labels.contracts.length} hand-labelled contracts, ${all.total} verdicts (${seconds.toFixed(1)} s)`);
for (const [topicId, tally] of perTopic) console.log(`  ${topicId.padEnd(28)} ${String(tally.right).padStart(3)}/${tally.total}  ${percent(tally.right, tally.total)}  (${tally.abstained} wrongly "needs review")`);
console.log(`  ${'all'.padEnd(28)} ${String(all.right).padStart(3)}/${all.total}  ${percent(all.right, all.total)}  (${all.abstained} wrongly "needs review", ${all.total - all.right - all.abstained} wrong verdicts)`);
if (process.argv.includes('--misses')) for (const miss of misses) console.log(`  miss: ${miss}`);
