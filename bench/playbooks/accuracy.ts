/**
 * Verdict accuracy of the offline playbook review (activities/src/ai/playbooks) against hand-labelled verdicts of the
 * demo playbook (labels.json): the "tuned" set (21 CUAD test-split contracts, rules improved on its misses) and the
 * "blind" set (10 further test/validation-split contracts, labelled before the rules were changed again) and "blind set 2"
 * (10 more, labelled before the engine knew which party the firm acts for) and "blind set 3" (10 more, labelled before the
 * fourth pass of rules) and "blind set 4" (10 more, labelled before the fifth pass) and "blind set 5" (10 more, labelled before the learned verdict) and "blind set 6" (10 more, labelled before the
 * clause finder's categories located the topics) and "blind set 7" (10 more, from the clause finder's training split since
 * the other splits ran out, labelled before the eighth pass, tuned on in the ninth) and "blind set 8" (10 more from the training
 * split, labelled before the ninth pass, tuned on in the tenth) and "blind set 9" (10 more from the training split, labelled
 * before the tenth pass, opened after the twelfth: tuned on and trained on since) and "blind set 10" (10 more from the
 * training split, chosen by selectBlindSet.ts, labelled before the eleventh pass) and "blind set 11" (10 more, labelled
 * before the 32b pass): blind sets 10 and 11 were measured once each at 5e8a59d (70/90 and 73/90, 143/180) and then
 * opened for tuning by 32g, so they are open sets now; blind sets 12 and 13 (32L) are the honest figure.
 * Run: `npm run bench:playbook-accuracy -w bench` (add `-- --misses` to list every wrong verdict, `-- --no-acting-for` to
 * review without the party each contract is labelled for, `-- --rules-only` to leave out the learned verdict, `-- --sets=tuned,blind,blind2,blind3` to measure only those
 * sets, so a set kept blind is not looked at while tuning).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { playbookInputSchema, type PlaybookVerdict, DEMO_PLAYBOOK } from '@arcline/shared';
import { reviewAgainstPlaybook } from '../../activities/src/ai/playbooks';
import { cuadTrainDirectory, readContracts } from '../../activities/src/ai/local/training/cuadData';

interface Labelled {
  title: string;
  /** the party the firm acts for, as the contract names it (blind set 2) */
  actingFor?: string;
  verdicts: Record<string, PlaybookVerdict>;
}
interface Labels {
  contracts: Labelled[];
  blind: Labelled[];
  blind2: Labelled[];
  blind3: Labelled[];
  blind4: Labelled[];
  blind5: Labelled[];
  blind6: Labelled[];
  blind7: Labelled[];
  blind8: Labelled[];
  blind9: Labelled[];
  blind10: Labelled[];
  blind11?: Labelled[];
  blind12?: Labelled[];
  blind13?: Labelled[];
}
interface Tally {
  right: number;
  total: number;
  abstained: number;
}

const labels = JSON.parse(readFileSync(new URL('./labels.json', import.meta.url), 'utf8')) as Labels;
const texts = new Map(readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz')).map((contract) => [contract.title, contract.text]));
const playbook = playbookInputSchema.parse(DEMO_PLAYBOOK);
const showMisses = process.argv.includes('--misses');
/** `--no-acting-for`: review without naming the party the firm acts for (one-sided clauses are then "needs review"). */
const withSide = !process.argv.includes('--no-acting-for');
/** `--rules-only`: the rules' verdicts without the learned verdict (activities/src/ai/playbooks/learnedVerdict.ts). */
const learned = !process.argv.includes('--rules-only');
/** `--sets=tuned,blind,blind2,blind3,blind4,blind5,blind6,blind7,blind8,blind9,blind10,blind11,blind12,blind13`: measure only these sets (all by default). */
const setsArgument = process.argv.find((argument) => argument.startsWith('--sets='));
const sets = setsArgument ? new Set(setsArgument.slice('--sets='.length).split(',')) : undefined;
const percent = (tally: Tally) => `${((100 * tally.right) / tally.total).toFixed(1)} %`;
const add = (a: Tally, b: Tally): Tally => ({ right: a.right + b.right, total: a.total + b.total, abstained: a.abstained + b.abstained });

function measure(set: string, name: string, contracts: Labelled[]): void {
  if (sets && !sets.has(set)) return;
  const perTopic = new Map<string, Tally>(playbook.topics.map((topic) => [topic.id, { right: 0, total: 0, abstained: 0 }]));
  const misses: string[] = [];
  const started = performance.now();
  for (const { title, verdicts, actingFor: labelledActingFor } of contracts) {
    const text = texts.get(title);
    if (!text) throw new Error(`contract not in CUAD train data: ${title}`);
    const findings = reviewAgainstPlaybook(text, { ...playbook, actingFor: withSide ? labelledActingFor : undefined }, { learned });
    for (const [topicId, expected] of Object.entries(verdicts)) {
      const actual = findings.find((finding) => finding.topicId === topicId)!.verdict;
      const tally = perTopic.get(topicId)!;
      tally.total += 1;
      if (actual === expected) tally.right += 1;
      else {
        if (actual === 'needs review') tally.abstained += 1;
        misses.push(`${title.slice(0, 48).padEnd(48)} ${topicId.padEnd(28)} expected ${expected.padEnd(13)} got ${actual}`);
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const all = [...perTopic.values()].reduce(add, { right: 0, total: 0, abstained: 0 });
  console.log(`${name}: ${contracts.length} hand-labelled contracts, ${all.total} verdicts (${seconds.toFixed(1)} s)`);
  for (const [topicId, tally] of perTopic) {
    if (tally.total > 0) console.log(`  ${topicId.padEnd(28)} ${String(tally.right).padStart(3)}/${String(tally.total).padEnd(3)} ${percent(tally).padStart(7)}  (${tally.abstained} wrongly "needs review")`);
  }
  console.log(`  ${'all'.padEnd(28)} ${String(all.right).padStart(3)}/${String(all.total).padEnd(3)} ${percent(all).padStart(7)}  (${all.abstained} wrongly "needs review", ${all.total - all.right - all.abstained} wrong verdicts)`);
  if (showMisses) for (const miss of misses) console.log(`  miss: ${miss}`);
}

console.log(`Playbook verdict accuracy, demo playbook (offline engine, ${learned ? 'rules and the learned verdict' : 'rules only'})`);
measure('tuned', 'Tuned set (rules improved on it)', labels.contracts);
measure('blind', 'Blind set (labelled before the second pass; since tuned on)', labels.blind);
measure('blind2', 'Blind set 2 (labelled before the acting-for rules; since tuned on)', labels.blind2);
measure('blind3', 'Blind set 3 (labelled before the fourth pass; tuned on in the fifth)', labels.blind3);
measure('blind4', 'Blind set 4 (labelled before the fifth pass; read after it)', labels.blind4);
measure('blind5', 'Blind set 5 (labelled before the learned verdict; read after it)', labels.blind5);
measure('blind6', 'Blind set 6 (labelled before the finder-located topics; read after them)', labels.blind6);
measure('blind7', 'Blind set 7 (labelled before the eighth pass; tuned on in the ninth; from the finder training split)', labels.blind7);
measure('blind8', 'Blind set 8 (labelled before the ninth pass; tuned on in the tenth; from the finder training split)', labels.blind8);
measure('blind9', 'Blind set 9 (labelled before the tenth pass, opened after the twelfth: tuned and trained on; from the finder training split)', labels.blind9);
measure('blind10', 'Blind set 10 (labelled at fd9d76d before the eleventh pass; measured once at 5e8a59d, 70/90, then opened and tuned on by 32g; from the finder training split)', labels.blind10);
measure('blind11', 'Blind set 11 (labelled at cb3c74c before the 32b pass; measured once at 5e8a59d, 73/90, then opened and tuned on by 32g; from the finder training split)', labels.blind11 ?? []);
measure('blind12', 'Blind set 12 (labelled at 616089e by a labeller who never ran the engine, never tuned on; from the finder training split)', labels.blind12 ?? []);
measure('blind13', 'Blind set 13 (labelled at 616089e by a labeller who never ran the engine, never tuned on; from the finder training split)', labels.blind13 ?? []);
