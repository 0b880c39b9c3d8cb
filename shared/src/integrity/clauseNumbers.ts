/** A clause heading number at the start of a paragraph: "3.", "3.2", "Clause 3", "Section 4.1)". */
export const LEADING_CLAUSE_NUMBER = /^(\s*(?:(?:clause|section|article)\s+)?)(\d+(?:\.\d+)*)(?=[.)]?\s)/iu;

/** The clause number a paragraph starts with ("4.2" of "4.2 The Distributor shall…"), or null. */
export function clauseNumberOf(text: string): string | null {
  return LEADING_CLAUSE_NUMBER.exec(text)?.[2] ?? null;
}

/** Whether clause `number` exists among the headings: itself, or subclauses of it ("4" when only 4.1 is there). */
export function clauseExists(headings: ReadonlySet<string>, number: string): boolean {
  if (headings.has(number)) return true;
  for (const heading of headings) if (heading.startsWith(`${number}.`)) return true;
  return false;
}
