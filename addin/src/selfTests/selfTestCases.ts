import { SUPER_USER_TEXTS, type ParagraphEditOperation } from '@arcline/shared';

/** A run of the passage a case sets up, with its formatting. */
export interface FixtureRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

/** What a case appends at the end of the document: paragraphs of runs, and tables of cell texts. */
export type FixtureBlock = { kind: 'paragraph'; runs: FixtureRun[] } | { kind: 'table'; values: string[][] };

/** The paragraph a case edits: the n-th fixture paragraph, or a cell of the n-th fixture table. */
export type FixtureTarget = { paragraph: number } | { table: number; row: number; cell: number };

export interface SelfTestCaseDefinition {
  id: string;
  name: string;
  fixture: FixtureBlock[];
  target: FixtureTarget;
  /** The self-test edit (spec 02 §3): operator, startPosition, original and operand text, per paragraph. */
  operations: ParagraphEditOperation[];
  /** Overrides the text expected after the edit (a planted failure expects what the edit does not produce). */
  expectedTextAfter?: string;
}

const CLAUSE = 'The Supplier shall deliver the Goods to the Customer within thirty (30) days of the order.';
const paragraph = (...runs: (string | FixtureRun)[]): FixtureBlock => ({ kind: 'paragraph', runs: runs.map((run) => (typeof run === 'string' ? { text: run } : run)) });

/** Well over 256 characters, so the edit is matched by its first and last 256 (spec 01 §5). */
const LONG_CLAUSE =
  'Subject to the terms of this Agreement, the Supplier grants the Customer a non-exclusive, non-transferable licence to use the Software ' +
  'for its internal business purposes during the Term, provided that the Customer pays the Fees when due, complies with the Acceptable Use Policy, ' +
  'keeps the access credentials confidential, does not reverse engineer, decompile or disassemble the Software, and notifies the Supplier ' +
  'promptly of any unauthorised use of the Software of which it becomes aware.';
const LONG_MIDDLE = LONG_CLAUSE.indexOf('Acceptable Use Policy');

const [insertName, deleteName, replaceName, runsName, beforeTableName, cellName, longMiddleName, longEndName] = SUPER_USER_TEXTS.selfTestCases;

/** The paragraph-edit self-tests of /tests (spec 02 §2): insert, delete, replace, across formatted runs, near tables, long paragraphs. */
export const SELF_TEST_CASES: SelfTestCaseDefinition[] = [
  {
    id: 'insert',
    name: insertName,
    fixture: [paragraph(CLAUSE)],
    target: { paragraph: 0 },
    operations: [{ operator: 'insert', startPosition: CLAUSE.indexOf(' within'), originalText: '', operandText: ' at its premises' }],
  },
  {
    id: 'delete',
    name: deleteName,
    fixture: [paragraph(CLAUSE)],
    target: { paragraph: 0 },
    operations: [{ operator: 'delete', startPosition: CLAUSE.indexOf(' to the Customer'), originalText: ' to the Customer', operandText: '' }],
  },
  {
    id: 'replace',
    name: replaceName,
    fixture: [paragraph(CLAUSE)],
    target: { paragraph: 0 },
    operations: [{ operator: 'replace', startPosition: CLAUSE.indexOf('thirty (30)'), originalText: 'thirty (30)', operandText: 'forty-five (45)' }],
  },
  {
    id: 'across-runs',
    name: runsName,
    fixture: [paragraph('The ', { text: 'Supplier', bold: true }, ' shall ', { text: 'deliver', italic: true }, ' the Goods within thirty (30) days.')],
    target: { paragraph: 0 },
    operations: [{ operator: 'replace', startPosition: 4, originalText: 'Supplier shall deliver', operandText: 'Vendor must ship' }],
  },
  {
    id: 'before-table',
    name: beforeTableName,
    fixture: [
      paragraph('The prices are set out in the table below and exclude VAT.'),
      { kind: 'table', values: [['Product', 'Price'], ['Nasal Aspirator', 'USD 4.50']] },
      paragraph('Prices may change once a year.'),
    ],
    target: { paragraph: 0 },
    operations: [{ operator: 'replace', startPosition: 'The prices are set out in the table below and '.length, originalText: 'exclude', operandText: 'include' }],
  },
  {
    id: 'table-cell',
    name: cellName,
    fixture: [paragraph('Price list:'), { kind: 'table', values: [['Product', 'Price'], ['Nasal Aspirator', 'USD 4.50']] }, paragraph('End of the price list.')],
    target: { table: 0, row: 1, cell: 1 },
    operations: [{ operator: 'replace', startPosition: 4, originalText: '4.50', operandText: '4.15' }],
  },
  {
    id: 'long-middle',
    name: longMiddleName,
    fixture: [paragraph(LONG_CLAUSE)],
    target: { paragraph: 0 },
    operations: [{ operator: 'replace', startPosition: LONG_MIDDLE, originalText: 'Acceptable Use Policy', operandText: 'Supplier’s Security Policy' }],
  },
  {
    id: 'long-end',
    name: longEndName,
    fixture: [paragraph(LONG_CLAUSE)],
    target: { paragraph: 0 },
    operations: [{ operator: 'insert', startPosition: LONG_CLAUSE.length, originalText: '', operandText: ' This licence ends with the Term.' }],
  },
];

/** A case that must fail: its expected text is not what its edit produces. Planted to prove Run all stops. */
export const PLANTED_FAILING_CASE: SelfTestCaseDefinition = {
  id: 'planted-failure',
  name: SUPER_USER_TEXTS.plantedSelfTestCase,
  fixture: [paragraph(CLAUSE)],
  target: { paragraph: 0 },
  operations: [{ operator: 'replace', startPosition: CLAUSE.indexOf('Supplier'), originalText: 'Supplier', operandText: 'Vendor' }],
  expectedTextAfter: CLAUSE.replace('Supplier', 'Distributor'),
};

/** The paragraph's text after the operations (positions refer to the text before them). */
export function textAfterOperations(textBefore: string, operations: readonly ParagraphEditOperation[]): string {
  return [...operations]
    .sort((a, b) => b.startPosition - a.startPosition)
    .reduce((text, operation) => text.slice(0, operation.startPosition) + operation.operandText + text.slice(operation.startPosition + operation.originalText.length), textBefore);
}

/** The fixture text of the target paragraph. */
export function targetText(definition: SelfTestCaseDefinition): string {
  const { target, fixture } = definition;
  if ('paragraph' in target) {
    const block = fixture.filter((item) => item.kind === 'paragraph')[target.paragraph];
    return block?.kind === 'paragraph' ? block.runs.map((run) => run.text).join('') : '';
  }
  const table = fixture.filter((item) => item.kind === 'table')[target.table];
  return table?.kind === 'table' ? (table.values[target.row]?.[target.cell] ?? '') : '';
}
