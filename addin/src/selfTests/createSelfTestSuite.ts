import type { DocumentEditor, SelfTestOutcome, SelfTestSuite } from '@arcline/web';
import type { ChangeTrackingModeName, OfficeApi, WordContext, WordParagraph, WordTable } from '../host/office/wordApi';
import { cleanParagraphText } from '../sync/model/cleanParagraphText';
import { SELF_TEST_CASES, targetText, textAfterOperations, type FixtureTarget, type SelfTestCaseDefinition } from './selfTestCases';

export interface SelfTestSuiteDeps {
  office: OfficeApi;
  /** The paragraph edit engine (addin/src/edits) on the same document: it applies each case's edit as tracked changes. */
  editor: Pick<DocumentEditor, 'applyEdits'>;
  cases?: readonly SelfTestCaseDefinition[];
}

interface Fixture {
  paragraphIds: string[];
  tableCount: number;
  targetId: string;
}

/** Word's reviewed texts may end with the paragraph's control characters; compared cleaned, as the sync model does. */
const clean = cleanParagraphText;

/**
 * The /tests suite on the open document (spec 02 §2): each case appends its own passage at the end of the document
 * (change tracking off), has the engine apply its edit as tracked changes, checks the paragraph's text at Current
 * and Original, that the edit was tracked and that change tracking was restored, then removes the passage and
 * restores the tracking mode; a document that does not read as before afterwards fails the case.
 */
export function createSelfTestSuite({ office, editor, cases = SELF_TEST_CASES }: SelfTestSuiteDeps): SelfTestSuite {
  return {
    cases: cases.map(({ id, name }) => ({ id, name })),
    async run(caseId) {
      const definition = cases.find((candidate) => candidate.id === caseId);
      if (!definition) return { passed: false, reason: `No self-test ${caseId}.` };
      const before = await office.Word.run(readDocumentState);
      let fixture: Fixture | null = null;
      let outcome: SelfTestOutcome;
      try {
        fixture = await office.Word.run((context) => appendFixture(context, definition));
        outcome = await check(office, editor, definition, fixture.targetId);
      } catch (error) {
        outcome = { passed: false, reason: error instanceof Error ? error.message : String(error) };
      }
      const restored = await office.Word.run((context) => restore(context, fixture, before.mode));
      if (!outcome.passed) return outcome;
      if (restored.text !== before.text || restored.mode !== before.mode) return { passed: false, reason: 'The document was not restored after the test.' };
      return outcome;
    },
  };
}

async function check(office: OfficeApi, editor: SelfTestSuiteDeps['editor'], definition: SelfTestCaseDefinition, paragraphId: string): Promise<SelfTestOutcome> {
  const textBefore = targetText(definition);
  const textAfter = textAfterOperations(textBefore, definition.operations);
  const expected = definition.expectedTextAfter ?? textAfter;
  // Spec 02 §3: the result of a self-test edit is its applicationStatus, 'full' when it passes.
  const { result, paragraphs } = await editor.applyEdits([{ paragraphId, textBefore, textAfter, operations: definition.operations }]);
  if (result !== 'full') {
    const message = paragraphs[0]?.message;
    return { passed: false, reason: `The edit was applied ${result === 'partial' ? 'in part' : 'not at all'}${message ? `: ${message}` : '.'}` };
  }
  const seen = await office.Word.run(async (context) => {
    const paragraph = context.document.getParagraphByUniqueLocalId(paragraphId);
    const current = paragraph.getReviewedText('Current');
    const original = paragraph.getReviewedText('Original');
    const changes = paragraph.getTrackedChanges().load('items/type');
    const document = context.document.load('changeTrackingMode');
    await context.sync();
    return { current: clean(current.value), original: clean(original.value), changes: changes.items.length, mode: document.changeTrackingMode };
  });
  if (seen.current !== expected) return { passed: false, reason: `Expected "${expected}", but the paragraph reads "${seen.current}".` };
  if (seen.original !== textBefore || seen.changes === 0) return { passed: false, reason: `The edit was not made as tracked changes: the original reads "${seen.original}".` };
  if (seen.mode !== 'Off') return { passed: false, reason: `Change tracking was left ${seen.mode} after the edit.` };
  return { passed: true };
}

async function readDocumentState(context: WordContext): Promise<{ text: string; mode: ChangeTrackingModeName }> {
  const document = context.document.load('changeTrackingMode');
  const text = context.document.body.getReviewedText('Current');
  await context.sync();
  return { text: clean(text.value), mode: document.changeTrackingMode as ChangeTrackingModeName };
}

async function appendFixture(context: WordContext, definition: SelfTestCaseDefinition): Promise<Fixture> {
  const { document } = context;
  const { body } = document;
  document.changeTrackingMode = 'Off';
  const paragraphs: WordParagraph[] = [];
  const tables: WordTable[] = [];
  for (const block of definition.fixture) {
    if (block.kind === 'table') {
      tables.push(body.insertTable(block.values.length, block.values[0]?.length ?? 0, 'End', block.values));
      continue;
    }
    const paragraph = body.insertParagraph('', 'End');
    for (const run of block.runs) {
      const range = paragraph.insertText(run.text, 'End');
      if (run.bold) range.font.bold = true;
      if (run.italic) range.font.italic = true;
    }
    paragraphs.push(paragraph.load('uniqueLocalId'));
  }
  await context.sync();
  const fixture = { paragraphIds: paragraphs.map((paragraph) => paragraph.uniqueLocalId), tableCount: tables.length };
  return { ...fixture, targetId: await targetId(context, definition.target, paragraphs, tables) };
}

async function targetId(context: WordContext, target: FixtureTarget, paragraphs: WordParagraph[], tables: WordTable[]): Promise<string> {
  if ('paragraph' in target) {
    const paragraph = paragraphs[target.paragraph];
    if (!paragraph) throw new Error(`The case has no paragraph ${target.paragraph}.`);
    return paragraph.uniqueLocalId;
  }
  const table = tables[target.table];
  if (!table) throw new Error(`The case has no table ${target.table}.`);
  const rows = table.rows.load('items/rowIndex');
  await context.sync();
  const cells = rows.items[target.row]?.cells.load('items/cellIndex');
  await context.sync();
  const cellParagraphs = cells?.items[target.cell]?.body.paragraphs.load('items/uniqueLocalId');
  await context.sync();
  const paragraph = cellParagraphs?.items[0];
  if (!paragraph) throw new Error(`The case's table has no cell ${target.row}/${target.cell}.`);
  return paragraph.uniqueLocalId;
}

/** Removes the passage (its tables are the last of the document), restores the mode, and reads the document again. */
async function restore(context: WordContext, fixture: Fixture | null, mode: ChangeTrackingModeName): Promise<{ text: string; mode: ChangeTrackingModeName }> {
  const { document } = context;
  document.changeTrackingMode = 'Off';
  if (fixture) {
    const tables = document.body.tables.load('items/nestingLevel');
    await context.sync();
    for (const table of tables.items.slice(tables.items.length - fixture.tableCount)) table.delete();
    for (const id of fixture.paragraphIds) document.getParagraphByUniqueLocalId(id).delete();
  }
  document.changeTrackingMode = mode;
  await context.sync();
  return readDocumentState(context);
}
