/** A clause heading number at the start of a paragraph: "3.", "3.2", "Clause 3", "Section 4.1)". */
export const LEADING_CLAUSE_NUMBER = /^(\s*(?:(?:clause|section|article)\s+)?)(\d+(?:\.\d+)*)(?=[.)]?\s)/iu;

/** The clause number a paragraph starts with ("4.2" of "4.2 The Distributor shall…"), or null. */
export function clauseNumberOf(text: string): string | null {
  return LEADING_CLAUSE_NUMBER.exec(text)?.[2] ?? null;
}

/** "6.0" is clause 6. */
const canonicalNumber = (number: string) => number.replace(/(?:\.0)+$/u, '');

/** Whether clause `number` exists among the headings: itself, or subclauses of it ("4" when only 4.1 is there). */
export function clauseExists(headings: ReadonlySet<string>, number: string): boolean {
  number = canonicalNumber(number);
  if (headings.has(number)) return true;
  for (const heading of headings) if (heading.startsWith(`${number}.`)) return true;
  return false;
}

/**
 * A subclause number inside a paragraph, where text taken from a PDF runs headings on: "… the Products. 6.2
 * Warranties.", "WARRANTIES 6.1 Mutual". Dotted only: a whole number there is as often a street number ("LLC 2591 Dallas").
 */
const INNER_CLAUSE_NUMBER = /(?<=(?:[.;:]|[A-Z]{3})\s+)(\d+(?:\.\d+)+)\.?\s+(?=[A-Z("“])/gu;

/**
 * The clause numbers of a document's headings, or null when they cannot be trusted to be complete: no numbered
 * headings, or top-level numbers with gaps (1, 2, 5, 9: the others were lost to list numbering or to extraction).
 */
export function clauseHeadingsOf(texts: readonly string[]): Set<string> | null {
  const headings = new Set<string>();
  for (const text of texts) {
    const leading = clauseNumberOf(text);
    if (leading) headings.add(canonicalNumber(leading));
    for (const match of text.matchAll(INNER_CLAUSE_NUMBER)) headings.add(canonicalNumber(match[1] as string));
  }
  const topLevel = new Set([...headings].map((number) => Number(number.split('.')[0])));
  const last = Math.max(0, ...topLevel);
  for (let number = 1; number <= last; number += 1) if (!topLevel.has(number)) return null;
  return last > 0 ? headings : null;
}
