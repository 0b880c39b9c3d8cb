import { describe, expect, it } from 'vitest';
import { PARAGRAPH_MATCH_EDGE_CHARS } from '@arcline/shared';
import { runAllSelfTests, type SelfTestResult } from '@arcline/web/src/modules/selfTests/utils/runSelfTests';
import { createSimulatedOffice } from '../host/simulated/createSimulatedOffice';
import { reviewedText } from '../host/simulated/model/chars';
import type { SimulatedDocument } from '../host/simulated/model/SimulatedDocument';
import { openTestDocument } from '../host/simulated/testing/openTestDocument';
import type { OfficeApi } from '../host/office/wordApi';
import { createSelfTestSuite, type SelfTestEdit, type SelfTestEditResult } from './createSelfTestSuite';
import { PLANTED_FAILING_CASE, SELF_TEST_CASES, targetText, textAfterOperations } from './selfTestCases';

/**
 * A stand-in for the paragraph edit engine, for this suite's own tests: each operation through Word's API with
 * TrackAll on (replace and delete find their original text, an insert the 20 characters before it).
 */
function standInEngine(office: OfficeApi, options: { track?: boolean } = {}) {
  return async (edit: SelfTestEdit): Promise<SelfTestEditResult> =>
    office.Word.run(async (context) => {
      const document = context.document.load('changeTrackingMode');
      await context.sync();
      const mode = document.changeTrackingMode;
      document.changeTrackingMode = options.track === false ? 'Off' : 'TrackAll';
      const paragraph = context.document.getParagraphByUniqueLocalId(edit.paragraphId);
      for (const operation of [...edit.operations].sort((a, b) => b.startPosition - a.startPosition)) {
        if (operation.operator === 'insert') {
          const before = edit.textBefore.slice(Math.max(0, operation.startPosition - 20), operation.startPosition);
          const at = before ? paragraph.search(before, { matchCase: true }).getFirst() : paragraph.getRange('Start');
          at.insertText(operation.operand, before ? 'After' : 'Start');
        } else {
          const found = paragraph.search(operation.original, { matchCase: true }).getFirst();
          if (operation.operator === 'delete') found.delete();
          else found.insertText(operation.operand, 'Replace');
        }
      }
      document.changeTrackingMode = mode;
      await context.sync();
      return { applicationStatus: 'full' };
    });
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
  it('has the cases of spec 02 §2: insert, delete, replace, across formatted runs, near tables, over 256 characters', () => {
    expect(SELF_TEST_CASES.flatMap((definition) => definition.operations.map((operation) => operation.operator))).toEqual(
      expect.arrayContaining(['insert', 'delete', 'replace']),
    );
    expect(SELF_TEST_CASES.some((definition) => definition.fixture.some((block) => block.kind === 'paragraph' && block.runs.some((run) => run.bold || run.italic)))).toBe(true);
    expect(SELF_TEST_CASES.filter((definition) => definition.fixture.some((block) => block.kind === 'table'))).toHaveLength(2);
    expect(SELF_TEST_CASES.filter((definition) => targetText(definition).length > PARAGRAPH_MATCH_EDGE_CHARS)).toHaveLength(2);
    expect(textAfterOperations('abc def', [{ operator: 'replace', startPosition: 4, original: 'def', operand: 'xyz' }, { operator: 'insert', startPosition: 0, original: '', operand: '> ' }])).toBe('> abc xyz');
  });

  for (const name of ['blk-paras-and-tables.docx', 'delins.docx']) {
    it(`passes every case on ${name} and leaves the document as it was`, async () => {
      const document = await openTestDocument(name);
      const office = createSimulatedOffice(document);
      const before = readable(document);
      const suite = createSelfTestSuite({ office, applyEdit: standInEngine(office) });
      const results = new Map<string, SelfTestResult>();
      await runAllSelfTests(suite, (id, result) => results.set(id, result));
      expect(Object.fromEntries(results)).toEqual(Object.fromEntries(SELF_TEST_CASES.map(({ id }) => [id, { status: 'passed' }])));
      expect(readable(document)).toEqual(before);
    });
  }

  it('stops Run all at a planted failing case, says why, and still restores the document', async () => {
    const document = await openTestDocument('delins.docx');
    const office = createSimulatedOffice(document);
    const before = readable(document);
    const cases = [SELF_TEST_CASES[0]!, PLANTED_FAILING_CASE, ...SELF_TEST_CASES.slice(1)];
    const suite = createSelfTestSuite({ office, applyEdit: standInEngine(office), cases });
    const results = new Map<string, SelfTestResult>();
    await runAllSelfTests(suite, (id, result) => results.set(id, result));
    expect(results.get('insert')).toEqual({ status: 'passed' });
    expect(results.get(PLANTED_FAILING_CASE.id)).toEqual({ status: 'failed', reason: expect.stringContaining('Expected "The Distributor shall deliver') });
    expect(cases.slice(2).map(({ id }) => results.get(id)?.status)).toEqual(cases.slice(2).map(() => 'not_started'));
    expect(readable(document)).toEqual(before);
  });

  it('fails a case whose edit was not tracked, or not applied in full', async () => {
    const document = await openTestDocument('blk-paras-and-tables.docx');
    const office = createSimulatedOffice(document);
    const untracked = createSelfTestSuite({ office, applyEdit: standInEngine(office, { track: false }) });
    expect(await untracked.run('replace')).toEqual({ passed: false, reason: expect.stringContaining('not made as tracked changes') });
    const partial = createSelfTestSuite({ office, applyEdit: async () => ({ applicationStatus: 'partial', message: 'paragraph changed meanwhile' }) });
    expect(await partial.run('replace')).toEqual({ passed: false, reason: 'The edit was applied in part: paragraph changed meanwhile' });
    expect(document.comments).toHaveLength(0);
  });
});
