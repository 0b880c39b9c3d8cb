import { describe, expect, it } from 'vitest';
import { clauseParagraphs, exactEditAction, type DocumentParagraph } from './exactEdits';

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
});
