import type { DocumentEditor, SelfTestOutcome, SelfTestSuite } from '@arcline/web';
import type { ChangeTrackingModeName, OfficeApi, WordContext, WordParagraph, WordTable } from '../host/office/wordApi';
import { cleanParagraphText } from '../sync/model/cleanParagraphText';
import { SELF_TEST_CASES, targetText, textAfterOperations, type FixtureNestedTable, type FixtureTarget, type SelfTestCaseDefinition } from './selfTestCases';

export interface SelfTestSuiteDeps {
  office: OfficeApi;
  /** The paragraph edit engine (addin/src/edits) on the same document: it applies each case's edit as tracked changes. */
  editor: Pick<DocumentEditor, 'applyEdits'>;
  cases?: readonly SelfTestCaseDefinition[];
}

interface Fixture {
  paragraphIds: string[];
  tableCount: number;
  /** The paragraph of each of the case's edits, in order. */
  targetIds: string[];
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
        outcome = await check(office, editor, definition, fixture.targetIds);
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

async function check(office: OfficeApi, editor: SelfTestSuiteDeps['editor'], definition: SelfTestCaseDefinition, paragraphIds: readonly string[]): Promise<SelfTestOutcome> {
  const planned = definition.edits.map((edit, index) => {
    const textBefore = targetText(definition.fixture, edit.target);
    const textAfter = textAfterOperations(textBefore, edit.operations);
    return { paragraphId: paragraphIds[index] as string, textBefore, textAfter, expected: index === 0 ? (definition.expectedTextAfter ?? textAfter) : textAfter, operations: edit.operations };
  });
  // Spec 02 §3: the result of a self-test edit is its applicationStatus, 'full' when it passes.
  const { result, paragraphs } = await editor.applyEdits(planned.map(({ paragraphId, textBefore, textAfter, operations }) => ({ paragraphId, textBefore, textAfter, operations })));
  if (result !== 'full') {
    const message = paragraphs.find((paragraph) => paragraph.message)?.message;
    return { passed: false, reason: `The edit was applied ${result === 'partial' ? 'in part' : 'not at all'}${message ? `: ${message}` : '.'}` };
  }
  const seen = await office.Word.run(async (context) => {
    const read = planned.map(({ paragraphId }) => {
      const paragraph = context.document.getParagraphByUniqueLocalId(paragraphId);
      return { current: paragraph.getReviewedText('Current'), original: paragraph.getReviewedText('Original'), changes: paragraph.getTrackedChanges().load('items/type') };
    });
    const document = context.document.load('changeTrackingMode');
    await context.sync();
    return { paragraphs: read.map(({ current, original, changes }) => ({ current: clean(current.value), original: clean(original.value), changes: changes.items.length })), mode: document.changeTrackingMode };
  });
  for (const [index, edit] of planned.entries()) {
    const paragraph = seen.paragraphs[index];
    if (paragraph?.current !== edit.expected) return { passed: false, reason: `Expected "${edit.expected}", but the paragraph reads "${paragraph?.current}".` };
    if (paragraph.original !== edit.textBefore || paragraph.changes === 0) return { passed: false, reason: `The edit was not made as tracked changes: the original reads "${paragraph.original}".` };
  }
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
  const nested: (WordTable | null)[] = [];
  for (const block of definition.fixture) {
    if (block.kind === 'table') {
      const table = body.insertTable(block.values.length, block.values[0]?.length ?? 0, 'End', block.values);
      tables.push(table);
      nested.push(block.nested ? insertNestedTable(table, block.nested) : null);
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
  const targetIds: string[] = [];
  for (const edit of definition.edits) targetIds.push(await targetId(context, edit.target, paragraphs, tables, nested));
  return { ...fixture, targetIds };
}

/** A table in a cell of a fixture table (Word's TableCell.body.insertTable), after the cell's own paragraph. */
function insertNestedTable(table: WordTable, nested: FixtureNestedTable): WordTable {
  const cell = table.getCell(nested.row, nested.cell);
  return cell.body.insertTable(nested.values.length, nested.values[0]?.length ?? 0, 'End', nested.values);
}

async function targetId(context: WordContext, target: FixtureTarget, paragraphs: WordParagraph[], tables: WordTable[], nested: (WordTable | null)[]): Promise<string> {
  if ('paragraph' in target) {
    const paragraph = paragraphs[target.paragraph];
    if (!paragraph) throw new Error(`The case has no paragraph ${target.paragraph}.`);
    return paragraph.uniqueLocalId;
  }
  const table = target.nested ? nested[target.table] : tables[target.table];
  if (!table) throw new Error(`The case has no table ${target.table}${target.nested ? ' with a nested table' : ''}.`);
  const { row, cell } = target.nested ?? target;
  const cellParagraphs = table.getCell(row, cell).body.paragraphs.load('items/uniqueLocalId,items/tableNestingLevel');
  await context.sync();
  // A cell's body lists the paragraphs of tables nested in it too: the cell's own come at its nesting level.
  const level = target.nested ? 2 : 1;
  const paragraph = cellParagraphs.items.find((candidate) => candidate.tableNestingLevel === level);
  if (!paragraph) throw new Error(`The case's table has no cell ${row}/${cell}.`);
  return paragraph.uniqueLocalId;
}

/** Removes the passage (its tables are the last of the document), restores the mode, and reads the document again. */
async function restore(context: WordContext, fixture: Fixture | null, mode: ChangeTrackingModeName): Promise<{ text: string; mode: ChangeTrackingModeName }> {
  const { document } = context;
  document.changeTrackingMode = 'Off';
  if (fixture) {
    const tables = document.body.tables.load('items/nestingLevel');
    await context.sync();
    // Nested tables go with the table holding them.
    const topLevel = tables.items.filter((table) => table.nestingLevel === 1);
    for (const table of topLevel.slice(topLevel.length - fixture.tableCount)) table.delete();
    for (const id of fixture.paragraphIds) document.getParagraphByUniqueLocalId(id).delete();
  }
  document.changeTrackingMode = mode;
  await context.sync();
  return readDocumentState(context);
}
