import { describe, expect, it } from 'vitest';
import type { ContextPassage } from '../types';
import { clauseParagraphs, documentParagraphs, exactEditAction, type DocumentParagraph } from './exactEdits';

const paragraphs: DocumentParagraph[] = [
  { id: 'p0', text: 'DISTRIBUTION AGREEMENT' },
  { id: 'p1', text: '1. Definitions. "Supplier" means Acme Ltd. "Distributor" means Beta Inc.' },
  { id: 'p2', text: '2. Appointment. The Supplier appoints the Distributor. The Supplier keeps its trade marks.' },
  { id: 'p3', text: '2.1 The Distributor shall promote the Products. Suppliers of the Supplier are not bound.' },
  { id: 'p4', text: '4. Payment. The Distributor pays the Supplier within thirty (30) days, subject to clause 2.1 and clause 4.' },
  { id: 'p5', text: '5. Term. This Agreement lasts two years.' },
];

const modified = (action: ReturnType<typeof exactEditAction>) => (action?.type === 'modify' ? action.modifiedSelection : []);

describe('exact edits of the offline engine', () => {
  it('finds the paragraphs of a clause with its subclauses', () => {
    expect(clauseParagraphs(paragraphs, '2').map((paragraph) => paragraph.id)).toEqual(['p2', 'p3']);
    expect(clauseParagraphs(paragraphs, '2.1').map((paragraph) => paragraph.id)).toEqual(['p3']);
    expect(clauseParagraphs(paragraphs, '9')).toEqual([]);
  });

  it("replaces a word in one clause only, whole words only, with the text each paragraph had", () => {
    const action = exactEditAction("Replace 'Supplier' with 'Vendor' in clause 2", { paragraphs });
    expect(action?.responseText).toBe('Replaced "Supplier" with "Vendor" in clause 2 (3 places).');
    expect(modified(action)).toEqual([
      { paragraphId: 'p2', textBefore: paragraphs[2]!.text, text: '2. Appointment. The Vendor appoints the Distributor. The Vendor keeps its trade marks.' },
      { paragraphId: 'p3', textBefore: paragraphs[3]!.text, text: '2.1 The Distributor shall promote the Products. Suppliers of the Vendor are not bound.' },
    ]);
  });

  it('replaces everywhere, or in the selection', () => {
    expect(modified(exactEditAction('please change "Distributor" to "Reseller" everywhere.', { paragraphs })).map((entry) => entry.paragraphId)).toEqual(['p1', 'p2', 'p3', 'p4']);
    const selected = exactEditAction('Replace "Distributor" with "Reseller" in the selection', { paragraphs, selectedIds: ['p4'] });
    expect(modified(selected).map((entry) => entry.paragraphId)).toEqual(['p4']);
  });

  it('says so when there is nothing to replace or the clause does not exist', () => {
    expect(exactEditAction('Replace "Licensor" with "Owner"', { paragraphs })).toEqual({ type: 'question', responseText: 'I found no "Licensor" in the document, so nothing was changed.' });
    expect(exactEditAction('Replace "a" with "b" in clause 12', { paragraphs })?.type).toBe('question');
  });

  it('deletes a quoted sentence and the space it leaves', () => {
    const action = exactEditAction('Delete the sentence "The Supplier keeps its trade marks."', { paragraphs });
    expect(modified(action)).toEqual([{ paragraphId: 'p2', textBefore: paragraphs[2]!.text, text: '2. Appointment. The Supplier appoints the Distributor.' }]);
    const middle = exactEditAction("remove 'The Supplier appoints the Distributor.'", { paragraphs });
    expect(modified(middle)[0]?.text).toBe('2. Appointment. The Supplier keeps its trade marks.');
  });

  it('inserts a quoted sentence after another, at the end of a clause, or as a new paragraph after it', () => {
    const after = exactEditAction('Insert the sentence "The appointment is exclusive." after "The Supplier appoints the Distributor."', { paragraphs });
    expect(modified(after)[0]?.text).toBe('2. Appointment. The Supplier appoints the Distributor. The appointment is exclusive. The Supplier keeps its trade marks.');
    const atEnd = exactEditAction("Add 'Renewal needs written notice.' at the end of clause 5", { paragraphs });
    expect(modified(atEnd)[0]?.text).toBe('5. Term. This Agreement lasts two years. Renewal needs written notice.');
    const newParagraph = exactEditAction('Insert "2.2 The Distributor may appoint sub-distributors." as a new paragraph after clause 2', { paragraphs });
    expect(newParagraph).toMatchObject({ type: 'insert', insertPositionParagraphId: 'p3', insertPositionOffset: paragraphs[3]!.text.length, textToInsert: '\n2.2 The Distributor may appoint sub-distributors.' });
  });

  it('renumbers clauses and moves cross-references to the new numbers', () => {
    const action = exactEditAction('Renumber the clauses', { paragraphs });
    expect(Object.fromEntries(modified(action).map((entry) => [entry.paragraphId, entry.text]))).toEqual({
      p4: '3. Payment. The Distributor pays the Supplier within thirty (30) days, subject to clause 2.1 and clause 3.',
      p5: '4. Term. This Agreement lasts two years.',
    });
  });

  it('leaves free rewriting alone', () => {
    expect(exactEditAction('Rewrite clause 4 to be friendlier to the Distributor', { paragraphs })).toBeNull();
    expect(exactEditAction('Make the payment clause shorter', { paragraphs })).toBeNull();
  });

  describe('in tables (issue 29 item 2)', () => {
    const passage = (partId: string, text: string, cellParagraphs?: { id: string; text: string }[]): ContextPassage => ({
      sourceType: 'document',
      sourceId: 'doc',
      sourceName: 'The open document',
      partId,
      ordinal: 0,
      text,
      ...(cellParagraphs ? { cellParagraphs } : {}),
    });
    const services = documentParagraphs([
      passage('s1', '1. Services'),
      passage('s2', '2. Fees'),
      passage('s3', '2.1 The Client pays each invoice within thirty (30) days.'),
      passage('t1', 'Service | Rate | Payment\n…', [
        { id: 't1', text: 'Service' },
        { id: 't2', text: 'Rate' },
        { id: 't3', text: 'Payment' },
        { id: 't4', text: '1. Legal advice' },
        { id: 't5', text: 'GBP 250 per hour' },
        { id: 't6', text: 'thirty (30) days' },
        { id: 'n1', text: 'Expenses at cost, within thirty (30) days, see clause 3' },
      ]),
      passage('old', 'A | B\nC | D'),
      passage('s4', '3. Term'),
      passage('s5', '3.1 Either party may end this Agreement on thirty (30) days’ notice.'),
    ]);

    it("counts a table as its cells' paragraphs, nested ones included, and leaves out a table stored without them", () => {
      expect(services.map((paragraph) => paragraph.id)).toEqual(['s1', 's2', 's3', 't1', 't2', 't3', 't4', 't5', 't6', 'n1', 's4', 's5']);
      expect(services.find((paragraph) => paragraph.id === 't1')).toEqual({ id: 't1', text: 'Service', inTable: true });
    });

    it('replaces everywhere, table cells and nested tables included', () => {
      const action = exactEditAction("Replace 'thirty (30)' with 'forty-five (45)' everywhere", { paragraphs: services });
      expect(action?.responseText).toBe('Replaced "thirty (30)" with "forty-five (45)" in the document (4 places).');
      expect(modified(action).map((entry) => [entry.paragraphId, entry.text, entry.textBefore])).toEqual([
        ['s3', '2.1 The Client pays each invoice within forty-five (45) days.', '2.1 The Client pays each invoice within thirty (30) days.'],
        ['t6', 'forty-five (45) days', 'thirty (30) days'],
        ['n1', 'Expenses at cost, within forty-five (45) days, see clause 3', 'Expenses at cost, within thirty (30) days, see clause 3'],
        ['s5', '3.1 Either party may end this Agreement on forty-five (45) days’ notice.', '3.1 Either party may end this Agreement on thirty (30) days’ notice.'],
      ]);
    });

    it('finds a phrase that is only in a table, in the whole document, in a clause and in a selected cell', () => {
      const everywhere = exactEditAction("Replace 'GBP 250 per hour' with 'GBP 300 per hour'", { paragraphs: services });
      expect(modified(everywhere)).toEqual([{ paragraphId: 't5', textBefore: 'GBP 250 per hour', text: 'GBP 300 per hour' }]);
      expect(modified(exactEditAction("Replace 'GBP 250 per hour' with 'GBP 300 per hour' in clause 2", { paragraphs: services })).map((entry) => entry.paragraphId)).toEqual(['t5']);
      const selected = exactEditAction("Replace '250' with '300' in the selection", { paragraphs: services, selectedIds: ['t5'] });
      expect(modified(selected)).toEqual([{ paragraphId: 't5', textBefore: 'GBP 250 per hour', text: 'GBP 300 per hour' }]);
    });

    it('never takes a cell for a clause heading, but moves its cross-references when renumbering', () => {
      const renumbered = Object.fromEntries(modified(exactEditAction('Renumber the clauses', { paragraphs: services })).map((entry) => [entry.paragraphId, entry.text]));
      expect(renumbered).toEqual({});
      const texts: Record<string, string> = { s4: '4. Term', s5: '4.1 Notice.', n1: 'see clause 4' };
      const withGap = services.map((paragraph) => ({ ...paragraph, text: texts[paragraph.id] ?? paragraph.text }));
      const fixed = Object.fromEntries(modified(exactEditAction('Renumber the clauses', { paragraphs: withGap })).map((entry) => [entry.paragraphId, entry.text]));
      expect(fixed).toEqual({ s4: '3. Term', s5: '3.1 Notice.', n1: 'see clause 3' });
    });

    it('inserts a new paragraph after a clause that ends with a table before the paragraph after the table', () => {
      expect(exactEditAction("Insert 'Fees exclude VAT.' as a new paragraph after clause 2", { paragraphs: services })).toMatchObject({
        type: 'insert',
        insertPositionParagraphId: 's4',
        insertPositionOffset: 0,
        textToInsert: 'Fees exclude VAT.\n',
      });
      expect(modified(exactEditAction("Add 'Fees exclude VAT.' at the end of clause 2", { paragraphs: services }))[0]?.paragraphId).toBe('s3');
    });
  });
});
