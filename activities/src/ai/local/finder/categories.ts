import { contentStems } from '../../text/terms';

/**
 * The CUAD categories each matrix template covers, by template name (the seeded library of `0030-matrices`).
 * Templates about clauses CUAD does not label (indemnification, confidentiality, notices, payment, termination for
 * cause, dispute resolution) map to none and keep the keyword engine.
 */
export const TEMPLATE_CATEGORIES: Record<string, string[]> = {
  Parties: ['Parties'],
  'Agreement Date': ['Agreement Date'],
  'Effective Date': ['Effective Date'],
  'Term and Expiration': ['Expiration Date'],
  'Renewal Term': ['Renewal Term', 'Notice Period To Terminate Renewal'],
  'Termination for Convenience': ['Termination For Convenience'],
  'Termination for Cause': [],
  'Governing Law': ['Governing Law'],
  'Jurisdiction and Dispute Resolution': [],
  'Change of Control': ['Change Of Control'],
  Assignment: ['Anti-Assignment'],
  Exclusivity: ['Exclusivity'],
  'Non-Compete': ['Non-Compete'],
  'Non-Solicitation': ['No-Solicit Of Employees', 'No-Solicit Of Customers'],
  'Limitation of Liability': ['Cap On Liability', 'Uncapped Liability'],
  Indemnification: [],
  Confidentiality: [],
  'Payment Terms': [],
  'Notice Periods': [],
  Warranties: ['Warranty Duration'],
  Insurance: ['Insurance'],
  'Audit Rights': ['Audit Rights'],
  'Intellectual Property Ownership': ['Ip Ownership Assignment', 'Joint Ip Ownership', 'License Grant'],
  'Minimum Commitment': ['Minimum Commitment'],
};

const normalizedName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
const templateByName = new Map(Object.entries(TEMPLATE_CATEGORIES).map(([name, categories]) => [normalizedName(name), categories]));

/** A category's name matched in the column's name weighs more than one matched in its question. */
const NAME_MATCH = 2;
const QUESTION_MATCH = 1;

/**
 * The CUAD categories a column asks about: a template's by its name; for a custom column, the category whose name's
 * words all occur in the column's name (else in its question), the most specific such category first.
 */
export function categoriesForColumn(columnName: string, question: string, known: string[]): string[] {
  const template = templateByName.get(normalizedName(columnName));
  if (template) return template;
  const nameStems = new Set(contentStems(columnName));
  const questionStems = new Set(contentStems(question));
  let best: { category: string; value: number } | null = null;
  for (const category of known) {
    const stems = contentStems(category);
    if (stems.length === 0) continue;
    const place = stems.every((stem) => nameStems.has(stem)) ? NAME_MATCH : stems.every((stem) => questionStems.has(stem)) ? QUESTION_MATCH : 0;
    const value = place * 10 + stems.length;
    if (place > 0 && (!best || value > best.value)) best = { category, value };
  }
  return best ? [best.category] : [];
}
