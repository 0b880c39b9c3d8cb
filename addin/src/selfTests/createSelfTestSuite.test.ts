import { describe, expect, it } from 'vitest';
import { PARAGRAPH_MATCH_EDGE_CHARS } from '@arcline/shared';
import { runAllSelfTests, type SelfTestResult } from '@arcline/web/src/modules/selfTests/utils/runSelfTests';
import { createSimulatedOffice } from '../host/simulated/createSimulatedOffice';
import { reviewedText } from '../host/simulated/model/chars';
import type { SimulatedDocument } from '../host/simulated/model/SimulatedDocument';
import type { SimRun } from '../host/simulated/model/types';
import { openTestDocument } from '../host/simulated/testing/openTestDocument';
import { OfficeDocumentHost } from '../host/office/OfficeDocumentHost';
import { createParagraphEditEngine } from '../edits/paragraphEditEngine';
import { createSelfTestSuite } from './createSelfTestSuite';
import { PLANTED_FAILING_CASE, SELF_TEST_CASES, targetText, textAfterOperations, type SelfTestCaseDefinition } from './selfTestCases';

/** The suite on a simulated document with the real paragraph edit engine, as the task pane builds it. */
function suiteOn(document: SimulatedDocument, cases?: SelfTestCaseDefinition[]) {
  const office = createSimulatedOffice(document);
  return createSelfTestSuite({ office, editor: createParagraphEditEngine(new OfficeDocumentHost(office)), cases });
}

/** Everything a reader of the document sees: each paragraph at Current and Original, and the comments. */
const readable = (document: SimulatedDocument) => ({
  current: document.paragraphs().map(({ paragraph }) => reviewedText(paragraph.runs, 'Current')),
  original: document.paragraphs().map(({ paragraph }) => reviewedText(paragraph.runs, 'Original')),
  tables: document.tables().length,
  comments: document.comments.length,
  mode: document.changeTrackingMode,
});

describe('the /tests self-test suite on the simulated Word', () => {
  it('has the cases of spec 02 §2 and issue 29: insert, delete, replace, across formatted runs, near and in tables (nested too, several cells at once), over 256 characters', () => {
    expect(SELF_TEST_CASES.flatMap((definition) => definition.edits.flatMap((edit) => edit.operations.map((operation) => operation.operator)))).toEqual(
      expect.arrayContaining(['insert', 'delete', 'replace']),
    );
    expect(SELF_TEST_CASES.some((definition) => definition.fixture.some((block) => block.kind === 'paragraph' && block.runs.some((run) => run.bold || run.italic)))).toBe(true);
    expect(SELF_TEST_CASES.filter((definition) => definition.fixture.some((block) => block.kind === 'table'))).toHaveLength(4);
    expect(SELF_TEST_CASES.filter((definition) => targetText(definition.fixture, definition.edits[0]!.target).length > PARAGRAPH_MATCH_EDGE_CHARS)).toHaveLength(2);
    expect(
      textAfterOperations('abc def', [
        { operator: 'replace', startPosition: 4, originalText: 'def', operandText: 'xyz' },
        { operator: 'insert', startPosition: 0, originalText: '', operandText: '> ' },
      ]),
    ).toBe('> abc xyz');
  });

  for (const name of ['blk-paras-and-tables.docx', 'delins.docx']) {
    it(`passes every case on ${name} and leaves the document as it was`, async () => {
      const document = await openTestDocument(name);
      const before = readable(document);
      const suite = suiteOn(document);
      const results = new Map<string, SelfTestResult>();
      await runAllSelfTests(suite, (id, result) => results.set(id, result));
      expect(Object.fromEntries(results)).toEqual(Object.fromEntries(SELF_TEST_CASES.map(({ id }) => [id, { status: 'passed' }])));
      expect(readable(document)).toEqual(before);
    });
  }

  it('stops Run all at a planted failing case, says why, and still restores the document', async () => {
    const document = await openTestDocument('delins.docx');
    const before = readable(document);
    const cases = [SELF_TEST_CASES[0]!, PLANTED_FAILING_CASE, ...SELF_TEST_CASES.slice(1)];
    const suite = suiteOn(document, cases);
    const results = new Map<string, SelfTestResult>();
    await runAllSelfTests(suite, (id, result) => results.set(id, result));
    expect(results.get('insert')).toEqual({ status: 'passed' });
    expect(results.get(PLANTED_FAILING_CASE.id)).toEqual({ status: 'failed', reason: expect.stringContaining('Expected "The Distributor shall deliver') });
    expect(cases.slice(2).map(({ id }) => results.get(id)?.status)).toEqual(cases.slice(2).map(() => 'not_started'));
    expect(readable(document)).toEqual(before);
  });

  it('fails a case the engine applies only in part, and one whose edit does not fit its paragraph', async () => {
    const document = await openTestDocument('blk-paras-and-tables.docx');
    const office = createSimulatedOffice(document);
    const partial = createSelfTestSuite({
      office,
      editor: { applyEdits: async () => ({ result: 'partial', paragraphs: [{ ...emptyReport, status: 'partial', message: 'Part of the text to change could not be found.' }] }) },
    });
    expect(await partial.run('replace')).toEqual({ passed: false, reason: 'The edit was applied in part: Part of the text to change could not be found.' });
    const changed = suiteOn(document, [{ ...SELF_TEST_CASES[0]!, id: 'changed', fixture: [{ kind: 'paragraph', runs: [{ text: 'Not the text the edit expects.' }] }] }]);
    expect(await changed.run('changed')).toEqual({ passed: false, reason: 'The edit was applied not at all: Part of the text to change could not be found in the paragraph, so the edit is incomplete.' });
  });

  it('builds the formatted runs of its passage', async () => {
    const document = await openTestDocument('blk-paras-and-tables.docx');
    const office = createSimulatedOffice(document);
    let runs: SimRun[] = [];
    const suite = createSelfTestSuite({
      office,
      editor: {
        async applyEdits(edits) {
          runs = structuredClone(document.findParagraph(edits[0]!.paragraphId)?.runs ?? []);
          return { result: 'failed', paragraphs: [] };
        },
      },
    });
    await suite.run('across-runs');
    expect(runs.map((run) => [run.text, !!run.bold, !!run.italic])).toEqual([
      ['The ', false, false],
      ['Supplier', true, false],
      [' shall ', false, false],
      ['deliver', false, true],
      [' the Goods within thirty (30) days.', false, false],
    ]);
  });
});

const emptyReport = { paragraphId: 'p', textBefore: '', textAfter: '', operations: [], insertedParagraphIds: [] };
