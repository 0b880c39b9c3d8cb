import { contentStems } from '../../text/terms';

/**
 * The categories each matrix template covers, by template name (the seeded library of `0030-matrices`): CUAD's, and
 * for the clauses CUAD does not label (indemnification, confidentiality, payment, notices, termination for cause,
 * dispute resolution) the weakly labelled categories of `training/weakLabels.ts`.
 */
export const TEMPLATE_CATEGORIES: Record<string, string[]> = {
  Parties: ['Parties'],
  'Agreement Date': ['Agreement Date'],
  'Effective Date': ['Effective Date'],
  'Term and Expiration': ['Expiration Date'],
  'Renewal Term': ['Renewal Term', 'Notice Period To Terminate Renewal'],
  'Termination for Convenience': ['Termination For Convenience'],
  'Termination for Cause': ['Termination For Cause'],
  'Governing Law': ['Governing Law'],
  'Jurisdiction and Dispute Resolution': ['Jurisdiction'],
  'Change of Control': ['Change Of Control'],
  Assignment: ['Anti-Assignment'],
  Exclusivity: ['Exclusivity'],
  'Non-Compete': ['Non-Compete'],
  'Non-Solicitation': ['No-Solicit Of Employees', 'No-Solicit Of Customers'],
  'Limitation of Liability': ['Cap On Liability', 'Uncapped Liability'],
  Indemnification: ['Indemnification'],
  Confidentiality: ['Confidentiality'],
  'Payment Terms': ['Payment Terms'],
  'Notice Periods': ['Notices'],
  Warranties: ['Warranty Duration'],
  Insurance: ['Insurance'],
  'Audit Rights': ['Audit Rights'],
  'Intellectual Property Ownership': ['Ip Ownership Assignment', 'Joint Ip Ownership', 'License Grant'],
  'Minimum Commitment': ['Minimum Commitment'],
};

const normalizedName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
const templateByName = new Map(Object.entries(TEMPLATE_CATEGORIES).map(([name, categories]) => [normalizedName(name), categories]));

/**
 * Words that name a weakly labelled category in a column's name or a question, beyond the category's own name
 * ("hold harmless" is indemnification, "arbitration" a dispute resolution clause). Notices need the plural or a
 * phrase, since "notice" alone is asked about in many clauses (termination, renewal).
 */
const WEAK_CATEGORY_NAMES: Record<string, RegExp> = {
  Indemnification: /\bindemni|\bhold harmless/i,
  Confidentiality: /\bconfidential|\bnon-?disclosure\b/i,
  'Payment Terms': /\bpayment terms?\b|\bterms of payment\b|\binvoic|\blate payment|\bwhen (?:is|are|must)\b.*\b(?:paid|payable)\b/i,
  Notices: /\bnotices\b|\bnotice (?:clause|provision)s?\b|\bdeemed (?:given|received)\b/i,
  'Termination For Cause': /\bfor cause\b|\bmaterial breach\b|\bcure period\b/i,
  Jurisdiction: /\bjurisdiction\b|\bvenue\b|\bdispute resolution\b|\barbitrat|\bforum\b|\bwhich courts?\b/i,
};

function weakCategoriesIn(text: string, known: string[]): string[] {
  return known.filter((category) => WEAK_CATEGORY_NAMES[category]?.test(text));
}

/** The CUAD category whose name's words all occur in the text, the most specific first; null when none does. */
function cuadCategoryIn(text: string, known: string[]): string | null {
  const stems = new Set(contentStems(text));
  let best: { category: string; size: number } | null = null;
  for (const category of known) {
    if (WEAK_CATEGORY_NAMES[category]) continue;
    const categoryStems = contentStems(category);
    if (categoryStems.length === 0 || !categoryStems.every((stem) => stems.has(stem))) continue;
    if (!best || categoryStems.length > best.size) best = { category, size: categoryStems.length };
  }
  return best?.category ?? null;
}

/**
 * The categories a column asks about: a template's by its name; for a custom column, the CUAD category whose name's
 * words all occur in the column's name (the most specific such category) and the weakly labelled categories it names,
 * else the same read from its question. None: the column asks about something the finder was not trained on.
 */
export function categoriesForColumn(columnName: string, question: string, known: string[]): string[] {
  const template = templateByName.get(normalizedName(columnName));
  if (template) return template.filter((category) => known.includes(category));
  for (const text of [columnName, question]) {
    const cuad = cuadCategoryIn(text, known);
    const categories = [...(cuad ? [cuad] : []), ...weakCategoriesIn(text, known)];
    if (categories.length > 0) return categories;
  }
  return [];
}
