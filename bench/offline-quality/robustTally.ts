import path from 'node:path';
import { cuadTrainDirectory, readContracts, splitOf } from '../../activities/src/ai/local/training/cuadData';

/** The contracts of the splits in SPLITS (else `fallback`) that a harder check reads: train and validation, never the blind test split. */
export function contractsOfSplits(fallback: string) {
  const splits = (process.env.SPLITS ?? fallback).split(',');
  if (splits.includes('test')) throw new Error('The test split is blind: run the harder checks on train or validation.');
  const directory = cuadTrainDirectory();
  const contracts = readContracts(path.join(directory, 'contracts.jsonl.gz')).filter((contract) => splits.includes(splitOf(contract.title)));
  return { splits, directory, contracts };
}

/** The harder checks' tally (robustDates.ts, robustParties.ts): per rewritten form, the right answers kept of those asked again. */
export class FormTally {
  private readonly figures = new Map<string, { kept: number; of: number }>();
  readonly lost: string[] = [];

  count(form: string, kept: boolean, lost: () => string): void {
    const figure = this.figures.get(form) ?? { kept: 0, of: 0 };
    figure.of += 1;
    if (kept) figure.kept += 1;
    else if (process.env.SHOW_LOST) this.lost.push(lost());
    this.figures.set(form, figure);
  }

  print(): void {
    const share = (kept: number, of: number) => `${kept}/${of} (${((100 * kept) / of).toFixed(1)} %)`;
    let kept = 0;
    let of = 0;
    for (const [form, figure] of this.figures) {
      console.log(`| ${form} | ${share(figure.kept, figure.of)} |`);
      kept += figure.kept;
      of += figure.of;
    }
    console.log(`| all forms | ${share(kept, of)} |`);
    if (this.lost.length) console.log(this.lost.join('\n'));
  }
}

/** The ISO dates a CUAD date answer ("6/1/2019", "6/1/19") may stand for: either century for a two-digit year; none if it is not a date. */
export function cuadAnswerDates(expected: string | undefined): Set<string> {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\s*$/.exec(expected ?? '');
  if (!match) return new Set();
  const years = match[3]!.length === 2 ? [1900 + Number(match[3]), 2000 + Number(match[3])] : [Number(match[3])];
  return new Set(years.map((year) => `${year}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`));
}
