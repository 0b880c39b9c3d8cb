/** What the number and term check (numberCheck.ts) reports; apart, so the checks it runs (definedTerms.ts) can name it. */
export const NUMBER_CHECK_KINDS = ['date', 'amount', 'number', 'percentage', 'quantity', 'clause', 'company', 'term', 'negation'] as const;
export type NumberCheckKind = (typeof NUMBER_CHECK_KINDS)[number];

export interface NumberCheckMismatch {
  kind: NumberCheckKind;
  /** The item as the source writes it, or null when it is only in the translation. */
  source: string | null;
  /** The item as the translation writes it, or null when it is missing there. */
  translation: string | null;
  /** For defined terms: how often each side uses the term; for negations, how many each side has. */
  sourceCount?: number;
  translationCount?: number;
  /** Where the item is: its character offset in the text it was read from (the source, or the translation when source is null). */
  at?: number;
  /** The words around it in that text, so a lawyer can find it ("…betales i 2. år…"). */
  context?: string;
}
