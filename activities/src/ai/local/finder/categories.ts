import { classifyColumn } from '../question/questionClassifier';

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
 * The categories a column asks about: a template's by its name; for a custom column, those the question classifier
 * reads in its name and question together (`question/questionClassifier.ts`, trained on the phrasings lawyers use).
 * None: the column asks about something the finder was not trained on.
 */
export function categoriesForColumn(columnName: string, question: string, known: string[]): string[] {
  const template = templateByName.get(normalizedName(columnName));
  if (template) return template.filter((category) => known.includes(category));
  return classifyColumn(columnName, question, known);
}
