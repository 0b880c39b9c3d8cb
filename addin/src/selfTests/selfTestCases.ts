import { SUPER_USER_TEXTS, type ParagraphEditOperation } from '@arcline/shared';

/** A run of the passage a case sets up, with its formatting. */
export interface FixtureRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

/** A table nested in a cell of a fixture table: the cell, and its own cell texts. */
export interface FixtureNestedTable {
  row: number;
  cell: number;
  values: string[][];
}

/** What a case appends at the end of the document: paragraphs of runs, and tables of cell texts (one may nest a table). */
export type FixtureBlock = { kind: 'paragraph'; runs: FixtureRun[] } | { kind: 'table'; values: string[][]; nested?: FixtureNestedTable };

/** A paragraph a case edits: the n-th fixture paragraph, or a cell of the n-th fixture table (or of the table nested in it). */
export type FixtureTarget = { paragraph: number } | { table: number; row: number; cell: number; nested?: { row: number; cell: number } };

/** The self-test edit of one paragraph (spec 02 §3): operator, startPosition, original and operand text. */
export interface FixtureEdit {
  target: FixtureTarget;
  operations: ParagraphEditOperation[];
}

export interface SelfTestCaseDefinition {
  id: string;
  name: string;
  fixture: FixtureBlock[];
  /** Applied together, as one answer's edits of several paragraphs are. */
  edits: FixtureEdit[];
  /** Overrides the text expected after the (first) edit (a planted failure expects what the edit does not produce). */
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

const [insertName, deleteName, replaceName, runsName, beforeTableName, cellName, longMiddleName, longEndName, everywhereName, nestedName] =
  SUPER_USER_TEXTS.selfTestCases;

/** A fee table as lawyers write them, and the clause that refers to it (issue 29: edits must reach table cells). */
const FEE_CLAUSE = 'The Client shall pay each invoice within thirty (30) days.';
const FEE_TABLE = [
  ['Service', 'Rate', 'Payment'],
  ['Legal advice', 'GBP 250 per hour', 'thirty (30) days'],
];
const THIRTY = { operator: 'replace', startPosition: 0, originalText: 'thirty (30)', operandText: 'forty-five (45)' } as const;

/** The paragraph-edit self-tests of /tests (spec 02 §2): insert, delete, replace, across formatted runs, near tables, long paragraphs. */
export const SELF_TEST_CASES: SelfTestCaseDefinition[] = [
  {
    id: 'insert',
    name: insertName,
    fixture: [paragraph(CLAUSE)],
    edits: [{ target: { paragraph: 0 }, operations: [{ operator: 'insert', startPosition: CLAUSE.indexOf(' within'), originalText: '', operandText: ' at its premises' }] }],
  },
  {
    id: 'delete',
    name: deleteName,
    fixture: [paragraph(CLAUSE)],
    edits: [{ target: { paragraph: 0 }, operations: [{ operator: 'delete', startPosition: CLAUSE.indexOf(' to the Customer'), originalText: ' to the Customer', operandText: '' }] }],
  },
  {
    id: 'replace',
    name: replaceName,
    fixture: [paragraph(CLAUSE)],
    edits: [{ target: { paragraph: 0 }, operations: [{ operator: 'replace', startPosition: CLAUSE.indexOf('thirty (30)'), originalText: 'thirty (30)', operandText: 'forty-five (45)' }] }],
  },
  {
    id: 'across-runs',
    name: runsName,
    fixture: [paragraph('The ', { text: 'Supplier', bold: true }, ' shall ', { text: 'deliver', italic: true }, ' the Goods within thirty (30) days.')],
    edits: [{ target: { paragraph: 0 }, operations: [{ operator: 'replace', startPosition: 4, originalText: 'Supplier shall deliver', operandText: 'Vendor must ship' }] }],
  },
  {
    id: 'before-table',
    name: beforeTableName,
    fixture: [
      paragraph('The prices are set out in the table below and exclude VAT.'),
      { kind: 'table', values: [['Product', 'Price'], ['Nasal Aspirator', 'USD 4.50']] },
      paragraph('Prices may change once a year.'),
    ],
    edits: [{ target: { paragraph: 0 }, operations: [{ operator: 'replace', startPosition: 'The prices are set out in the table below and '.length, originalText: 'exclude', operandText: 'include' }] }],
  },
  {
    id: 'table-cell',
    name: cellName,
    fixture: [paragraph('Price list:'), { kind: 'table', values: [['Product', 'Price'], ['Nasal Aspirator', 'USD 4.50']] }, paragraph('End of the price list.')],
    edits: [{ target: { table: 0, row: 1, cell: 1 }, operations: [{ operator: 'replace', startPosition: 4, originalText: '4.50', operandText: '4.15' }] }],
  },
  {
    id: 'table-everywhere',
    name: everywhereName,
    fixture: [paragraph(FEE_CLAUSE), { kind: 'table', values: FEE_TABLE }, paragraph('Rates are reviewed each year.')],
    edits: [
      { target: { paragraph: 0 }, operations: [{ ...THIRTY, startPosition: FEE_CLAUSE.indexOf('thirty') }] },
      { target: { table: 0, row: 1, cell: 1 }, operations: [{ operator: 'replace', startPosition: 4, originalText: '250', operandText: '300' }] },
      { target: { table: 0, row: 1, cell: 2 }, operations: [THIRTY] },
    ],
  },
  {
    id: 'nested-table-cell',
    name: nestedName,
    fixture: [
      paragraph('Expenses are charged as follows:'),
      { kind: 'table', values: [['Expenses', '']], nested: { row: 0, cell: 1, values: [['At cost', 'within thirty (30) days']] } },
      paragraph('End of the expenses.'),
    ],
    edits: [{ target: { table: 0, row: 0, cell: 1, nested: { row: 0, cell: 1 } }, operations: [{ ...THIRTY, startPosition: 'within '.length }] }],
  },
  {
    id: 'long-middle',
    name: longMiddleName,
    fixture: [paragraph(LONG_CLAUSE)],
    edits: [{ target: { paragraph: 0 }, operations: [{ operator: 'replace', startPosition: LONG_MIDDLE, originalText: 'Acceptable Use Policy', operandText: 'Supplier’s Security Policy' }] }],
  },
  {
    id: 'long-end',
    name: longEndName,
    fixture: [paragraph(LONG_CLAUSE)],
    edits: [{ target: { paragraph: 0 }, operations: [{ operator: 'insert', startPosition: LONG_CLAUSE.length, originalText: '', operandText: ' This licence ends with the Term.' }] }],
  },
];

/** A case that must fail: its expected text is not what its edit produces. Planted to prove Run all stops. */
export const PLANTED_FAILING_CASE: SelfTestCaseDefinition = {
  id: 'planted-failure',
  name: SUPER_USER_TEXTS.plantedSelfTestCase,
  fixture: [paragraph(CLAUSE)],
  edits: [{ target: { paragraph: 0 }, operations: [{ operator: 'replace', startPosition: CLAUSE.indexOf('Supplier'), originalText: 'Supplier', operandText: 'Vendor' }] }],
  expectedTextAfter: CLAUSE.replace('Supplier', 'Distributor'),
};

/** The paragraph's text after the operations (positions refer to the text before them). */
export function textAfterOperations(textBefore: string, operations: readonly ParagraphEditOperation[]): string {
  return [...operations]
    .sort((a, b) => b.startPosition - a.startPosition)
    .reduce((text, operation) => text.slice(0, operation.startPosition) + operation.operandText + text.slice(operation.startPosition + operation.originalText.length), textBefore);
}

/** The fixture text of a target paragraph. */
export function targetText(fixture: readonly FixtureBlock[], target: FixtureTarget): string {
  if ('paragraph' in target) {
    const block = fixture.filter((item) => item.kind === 'paragraph')[target.paragraph];
    return block?.kind === 'paragraph' ? block.runs.map((run) => run.text).join('') : '';
  }
  const table = fixture.filter((item) => item.kind === 'table')[target.table];
  if (table?.kind !== 'table') return '';
  if (!target.nested) return table.values[target.row]?.[target.cell] ?? '';
  return table.nested?.values[target.nested.row]?.[target.nested.cell] ?? '';
}
