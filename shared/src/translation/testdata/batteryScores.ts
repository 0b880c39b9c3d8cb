import { checkNumbersAndTerms } from '../numberCheck';

export type CheckBattery = readonly (readonly [string, string, string, string, boolean])[];

/** Recall and precision of the check over a battery: a sentence is flagged when the check lists anything for it. */
export function batteryScores(battery: CheckBattery, check: typeof checkNumbersAndTerms = checkNumbersAndTerms) {
  let [truePositives, falsePositives, falseNegatives] = [0, 0, 0];
  const misses: string[] = [];
  for (const [source, target, text, translation, corrupted] of battery) {
    const flagged = check(text, translation, { source, target }).length > 0;
    if (flagged && corrupted) truePositives += 1;
    if (flagged && !corrupted) falsePositives += 1;
    if (!flagged && corrupted) falseNegatives += 1;
    if (flagged !== corrupted) misses.push(`${flagged ? 'false alarm' : 'missed'} ${source}→${target}: ${translation}`);
  }
  return {
    sentences: battery.length,
    corrupted: truePositives + falseNegatives,
    recall: truePositives / (truePositives + falseNegatives),
    precision: truePositives / (truePositives + falsePositives),
    misses,
  };
}
