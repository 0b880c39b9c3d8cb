import { readFileSync } from 'node:fs';
import type { ScoredContract } from './thresholds';

/**
 * Found against "Not found" for CUAD's categories of an experiment's calibration scores (`SCORES_OUT` of
 * `npm run train:clauses`), with each category's threshold chosen as `thresholds.ts` does but for a range of weights
 * of the absent clauses (finer than its steps): two models compare at the same "Not found" share.
 *   npx tsx activities/src/ai/local/training/thresholdCurve.ts /tmp/scoresA.json /tmp/scoresB.json
 */
const ABSENT_WEIGHTS = [0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.4];
/** Below the lowest score, where no calibration contract lacks (or has) the clause. */
const MARGIN = 0.5;

function bestThreshold(contracts: ScoredContract[], presentValue: number, absentValue: number): number {
  const scores = [...new Set(contracts.map((contract) => contract.bestScore))].sort((a, b) => a - b);
  const candidates = [scores[0]! - MARGIN, ...scores.map((score, index) => (score + (scores[index + 1] ?? score + 2 * MARGIN)) / 2)];
  let best = { threshold: candidates[0]!, value: -Infinity };
  for (const threshold of candidates) {
    let value = 0;
    for (const contract of contracts) {
      if (contract.present && contract.bestIsLabelled && contract.bestScore >= threshold) value += presentValue;
      if (!contract.present && contract.bestScore < threshold) value += absentValue;
    }
    if (value > best.value) best = { threshold, value };
  }
  return best.threshold;
}

for (const file of process.argv.slice(2)) {
  const { scored } = JSON.parse(readFileSync(file, 'utf8')) as { scored: [string, ScoredContract[]][] };
  const all = scored.flatMap(([, contracts]) => contracts);
  const present = all.filter((contract) => contract.present).length;
  const absent = all.length - present;
  console.log(file);
  for (const weight of ABSENT_WEIGHTS) {
    let found = 0;
    let honest = 0;
    for (const [, contracts] of scored) {
      const threshold = bestThreshold(contracts, 1 / present, weight / absent);
      for (const contract of contracts) {
        if (contract.present && contract.bestIsLabelled && contract.bestScore >= threshold) found += 1;
        if (!contract.present && contract.bestScore < threshold) honest += 1;
      }
    }
    console.log(`  absent weight ${weight}: found ${found}/${present}, not found ${honest}/${absent} (${((100 * honest) / absent).toFixed(2)} %)`);
  }
}
