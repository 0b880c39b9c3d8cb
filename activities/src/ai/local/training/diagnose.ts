import path from 'node:path';
import { clauseModel, useClauseModelFile } from '../finder/clauseModel';
import { quotedUnit } from '../finder/findClause';
import { positionOf, unitsOf, unitText } from '../finder/units';
import { cuadTrainDirectory, readCategories, readContracts, splitOf, type SplitName } from './cuadData';
import { mapDocument, originalSpan, overlapsLabel } from './paragraphMap';
import { WEAK_CATEGORIES } from './weakLabels';
import { clauseLabels } from './clauseLabels';

/**
 * Why the clause finder misses (`npx tsx activities/src/ai/local/training/diagnose.ts`, DIAGNOSE_SPLIT=train by
 * default; never tune on test): for each contract × category where the lawyers labelled the clause and the finder
 * does not find it, the cause:
 * - threshold: the best passage is the clause, but scores below the threshold;
 * - ranking: another passage outscores the clause, which would pass the threshold;
 * - weak: every passage of the clause scores below the threshold, and another passage outscores it.
 * Also the false alarms (clause absent, a passage passes the threshold). SHOW=Category prints the missed passages;
 * CLAUSE_MODEL_FILE diagnoses a model trained elsewhere.
 */
const split = (process.env.DIAGNOSE_SPLIT ?? 'train') as SplitName;
const show = process.env.SHOW;
if (process.env.CLAUSE_MODEL_FILE) useClauseModelFile(process.env.CLAUSE_MODEL_FILE);
const model = clauseModel();
const categories = [...readCategories(), ...WEAK_CATEGORIES].map(({ category }) => category);
const contracts = readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz')).filter((contract) => splitOf(contract.title) === split);
const limit = Number(process.env.LIMIT ?? contracts.length);

type Cause = 'found' | 'threshold' | 'ranking' | 'weak' | 'falseAlarm' | 'honest';
const counts = new Map(categories.map((category) => [category, new Map<Cause, number>()]));
let labelParagraphs = 0;
let labelsSeen = 0;
for (const contract of contracts.slice(0, limit)) {
  const document = mapDocument(contract.text);
  if (!document) continue;
  const { clauses } = clauseLabels(contract, document);
  const units = unitsOf(document.paragraphs);
  const scored = units.map((unit) => ({
    unit,
    scores: model.score(unitText(document.paragraphs, unit), positionOf(document.paragraphs, unit.paragraph), categories),
    span: originalSpan(document, unit.paragraph, unit),
  }));
  for (const category of categories) {
    const labels = clauses.filter((clause) => clause.category === category);
    const threshold = model.thresholds.get(category)!;
    let best = scored[0]!;
    for (const entry of scored) if (entry.scores.get(category)! > best.scores.get(category)!) best = entry;
    const bestScore = best.scores.get(category)!;
    // The passage the finder quotes: an earlier one within the category's margin (`earlierWithin`) or the second
    // stage's choice (`finder/rerank.ts`), as findClause does.
    best = quotedUnit(model, category, scored.map((entry) => ({ entry, unit: entry.unit, score: entry.scores.get(category)! })), document.paragraphs).entry;
    let cause: Cause;
    if (labels.length === 0) cause = bestScore >= threshold ? 'falseAlarm' : 'honest';
    else {
      const labelled = scored.filter((entry) => overlapsLabel(entry.span, labels));
      for (const label of labels) {
        labelsSeen += 1;
        if (scored.filter((entry) => overlapsLabel(entry.span, [label])).map((entry) => entry.unit.paragraph).some((p, _, all) => p !== all[0])) labelParagraphs += 1;
      }
      const bestLabelled = Math.max(...labelled.map((entry) => entry.scores.get(category)!));
      if (overlapsLabel(best.span, labels)) cause = bestScore >= threshold ? 'found' : 'threshold';
      else cause = bestLabelled >= threshold ? 'ranking' : 'weak';
      if (show === category && cause !== 'found') {
        const top = labelled.sort((a, b) => b.scores.get(category)! - a.scores.get(category)!)[0];
        console.log(`--- ${cause} ${contract.title.slice(0, 50)} threshold ${threshold.toFixed(2)}`);
        console.log(`  best ${bestScore.toFixed(2)}: ${unitText(document.paragraphs, best.unit).slice(0, 300)}`);
        console.log(`  label ${bestLabelled.toFixed(2)}: ${top ? unitText(document.paragraphs, top.unit).slice(0, 300) : '(no unit)'}`);
        console.log(`  lawyers: ${labels.map((label) => contract.text.slice(label.start, label.end).replace(/\s+/g, ' ').slice(0, 200)).join(' | ')}`);
      }
    }
    const byCause = counts.get(category)!;
    byCause.set(cause, (byCause.get(cause) ?? 0) + 1);
  }
}
const total = new Map<Cause, number>();
console.log(`${split} split; labels over several paragraphs: ${labelParagraphs}/${labelsSeen}`);
console.log('category | found | threshold | ranking | weak | false alarm | honest');
for (const [category, byCause] of counts) {
  for (const [cause, count] of byCause) total.set(cause, (total.get(cause) ?? 0) + count);
  const get = (cause: Cause) => byCause.get(cause) ?? 0;
  console.log(`${category} | ${get('found')} | ${get('threshold')} | ${get('ranking')} | ${get('weak')} | ${get('falseAlarm')} | ${get('honest')}`);
}
console.log(`TOTAL | ${[...(['found', 'threshold', 'ranking', 'weak', 'falseAlarm', 'honest'] as Cause[])].map((cause) => total.get(cause) ?? 0).join(' | ')}`);
