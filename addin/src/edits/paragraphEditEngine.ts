import {
  checkIntegrity,
  EDIT_RESOLUTION_TEXTS,
  PARAGRAPH_EDIT_MESSAGES,
  type InsertInstruction,
  type ModifyInstruction,
  type ParagraphEdit,
  type ParagraphEditOutcome,
  type ParagraphEditReport,
  type ParagraphEditResult,
} from '@arcline/shared';
import type { DocumentEditor, DocumentHost, HostBody, HostParagraphChanges, HostParagraphChangesResult, HostParagraphMarkup, HostTextRange } from '@arcline/web';
import { systemClock, type Clock } from '../sync/clock';
import { cleanParagraphText } from '../sync/model/cleanParagraphText';
import { paragraphIds } from '../sync/model/paragraphIds';
import { readTextsInBatches } from '../sync/readTextsInBatches';
import { locateChanges, rangeOf } from './locateChanges';
import { changesIn, rawRangeOf, rawStretch, reviewedMarkup } from './pendingChanges';
import { planInsert, planModify } from './planEdits';
import { resolveEditChanges } from './resolveEdit';

/** A paragraph ready for the host, with what is already known to fail. */
interface PreparedEdit {
  edit: ParagraphEdit;
  /** The paragraph's reviewed text as Word gave it (not cleaned): the host checks it is still the same. */
  rawText: string;
  changes: HostParagraphChanges;
  unlocatedCount: number;
}

/**
 * The paragraph edit engine on a DocumentHost: plans an answer's operations (word-level diff, spec 01 §3), checks each
 * paragraph still has the text the answer saw, finds the ranges as spec 01 §5 says and has the host apply them as
 * tracked changes; then judges each paragraph by its text afterwards.
 */
export function createParagraphEditEngine(host: DocumentHost, clock: Clock = systemClock): DocumentEditor {
  async function applyEdits(edits: readonly ParagraphEdit[]): Promise<ParagraphEditOutcome> {
    const rawTexts = await host.readParagraphTexts(edits.map((edit) => edit.paragraphId));
    const reports = new Map<ParagraphEdit, ParagraphEditReport>();
    const prepared: PreparedEdit[] = [];
    for (const edit of edits) {
      const rawText = rawTexts.get(edit.paragraphId);
      if (rawText === undefined) reports.set(edit, failed(edit, PARAGRAPH_EDIT_MESSAGES.paragraphGone));
      else if (cleanParagraphText(rawText) !== edit.textBefore) reports.set(edit, failed(edit, PARAGRAPH_EDIT_MESSAGES.changedMeanwhile));
      else if (edit.operations.length === 0 && !edit.newParagraphs) reports.set(edit, report(edit, 'applied'));
      else prepared.push(prepare(edit, rawText));
    }
    const results = prepared.length > 0 ? await host.applyTrackedChanges(prepared.map((item) => item.changes)) : [];
    prepared.forEach((item, index) => reports.set(item.edit, judge(item, results[index])));
    const paragraphs = edits.map((edit) => reports.get(edit) as ParagraphEditReport);
    return { result: overall(paragraphs), paragraphs };
  }

  /**
   * Writes back, as tracked changes, the text each paragraph of an applied edit had before it (its inserted paragraphs
   * emptied), where the paragraph does not read so any more; a paragraph changed otherwise since is left alone.
   */
  async function restoreOriginal(reports: readonly ParagraphEditReport[]): Promise<'restored' | 'unchanged' | 'failed'> {
    const wanted = new Map<string, { edited: string; original: string }>();
    for (const report of reports) {
      if (report.status === 'failed') continue;
      wanted.set(report.paragraphId, { edited: report.textAfter, original: report.textBefore });
      for (const id of report.insertedParagraphIds) wanted.set(id, { edited: '', original: '' });
    }
    const texts = await host.readParagraphTexts([...wanted.keys()]);
    const edits = [...wanted].flatMap(([paragraphId, { edited, original }]) => {
      const raw = texts.get(paragraphId);
      const current = raw === undefined ? undefined : cleanParagraphText(raw);
      // An inserted paragraph is wholly the edit's: whatever it reads goes.
      const isEdit = current !== undefined && current !== original && (edited === '' || current === edited);
      return isEdit ? planModify({ paragraphs: [{ paragraphId, textBefore: current, textAfter: original }] }) : [];
    });
    if (edits.length === 0) return 'unchanged';
    const outcome = await applyEdits(edits);
    return outcome.result === 'failed' ? 'failed' : 'restored';
  }

  /**
   * A paragraph's text as the review read it, and how Word finds a stretch of it: a paragraph with pending tracked
   * changes is read from Word's text with its changes (`readTrackedChanges`), so a stretch across another author's
   * deletion or insertion is found (Word's text still holds the deleted words), not the whole paragraph selected.
   */
  async function readForSelection(paragraphId: string): Promise<{ text: string; rangeOf(start: number, end: number): HostTextRange | null }> {
    const markup = (await host.readTrackedChanges?.([paragraphId]))?.get(paragraphId);
    const text = cleanParagraphText((await host.readParagraphTexts([paragraphId])).get(paragraphId) ?? '');
    const reviewed = markup && markup.changes.length > 0 ? reviewedMarkup(markup) : null;
    // Word's text with its changes must read as the Current text once its deletions are left out; else as before.
    if (markup && reviewed?.text === text) {
      return {
        text: reviewed.text,
        rangeOf: (start, end) => {
          const stretch = rawStretch(reviewed, start, Math.min(end, reviewed.text.length));
          return stretch && rawRangeOf(markup, stretch);
        },
      };
    }
    return { text, rangeOf: (start, end) => rangeOf(text, start, Math.min(end, text.length)) };
  }

  async function select(paragraphId: string, start?: number, end?: number): Promise<void> {
    if (start === undefined || end === undefined || end <= start) return host.selectText(paragraphId);
    const range = (await readForSelection(paragraphId)).rangeOf(start, end);
    return range ? host.selectText(paragraphId, range) : host.selectText(paragraphId);
  }

  /** Selects the quote's first occurrence in the paragraph as the review read it; false when the paragraph lacks it. */
  async function selectQuoteIn(paragraphId: string, quote: string): Promise<boolean> {
    const reader = await readForSelection(paragraphId);
    const at = reader.text.indexOf(quote);
    if (at < 0) return false;
    const range = reader.rangeOf(at, at + quote.length);
    await (range ? host.selectText(paragraphId, range) : host.selectText(paragraphId));
    return true;
  }

  return {
    applyEdits,
    applyInsert: (instruction: InsertInstruction) => applyEdits([planInsert({ ...instruction, paragraphText: cleanParagraphText(instruction.paragraphText) })]),
    applyModify: (instruction: ModifyInstruction) =>
      applyEdits(
        planModify({
          paragraphs: instruction.paragraphs.map((paragraph) => ({
            paragraphId: paragraph.paragraphId,
            textBefore: cleanParagraphText(paragraph.textBefore),
            textAfter: cleanParagraphText(paragraph.textAfter),
          })),
        }),
      ),
    async checkIntegrity(changedParagraphIds, reports = []) {
      const ids = paragraphIds(await host.readBody());
      const texts = (await readTextsInBatches(host, ids, clock)) ?? new Map<string, string>();
      const paragraphs = ids.flatMap((id) => {
        const text = texts.get(id);
        return text === undefined ? [] : [{ id, text: cleanParagraphText(text) }];
      });
      const before = reports.map((report) => ({ id: report.paragraphId, text: cleanParagraphText(report.textBefore) }));
      return checkIntegrity(paragraphs, changedParagraphIds, { before });
    },
    select,
    async resolveEdit(reports, action) {
      if (action !== 'undo') return resolveEditChanges(host, reports, action);
      const rejected = host.capabilities.trackedChanges ? await resolveEditChanges(host, reports, 'reject') : null;
      const restored = await restoreOriginal(reports);
      if (restored === 'failed') return { result: 'failed', message: EDIT_RESOLUTION_TEXTS.failed };
      if (rejected?.result === 'done' || restored === 'restored') return { result: 'done', ...(rejected?.result === 'done' && rejected.message ? { message: rejected.message } : {}) };
      return { result: 'nothing', message: rejected?.message ?? EDIT_RESOLUTION_TEXTS.nothing };
    },
    async selectQuote(paragraphId, quote) {
      const wanted = quote.trim();
      if (!wanted) return host.selectText(paragraphId);
      if (await selectQuoteIn(paragraphId, wanted)) return;
      // A table's part id is its first cell's first paragraph (documentParts): the quote may be in another of its cells.
      const cells = tableParagraphIds(await host.readBody(), paragraphId);
      const texts = cells.length > 0 ? await host.readParagraphTexts(cells) : new Map<string, string>();
      const cell = cells.find((id) => id !== paragraphId && cleanParagraphText(texts.get(id) ?? '').includes(wanted));
      if (!cell || !(await selectQuoteIn(cell, wanted))) return host.selectText(paragraphId);
    },
    async pendingChanges(passages) {
      const ids = [...new Set(passages.map((passage) => passage.paragraphId))];
      const markups = ids.length > 0 && host.readTrackedChanges ? await host.readTrackedChanges(ids) : new Map<string, HostParagraphMarkup>();
      const reviewed = new Map([...markups].map(([id, markup]) => [id, reviewedMarkup(markup)]));
      const texts = markups.size > 0 ? await host.readParagraphTexts([...markups.keys()]) : new Map<string, string>();
      return passages.map(({ paragraphId, quote }) => {
        const paragraph = reviewed.get(paragraphId);
        // Word's text with its changes does not read as the Current text: where they are is unknown, so all count.
        if (paragraph && paragraph.text !== cleanParagraphText(texts.get(paragraphId) ?? '')) return { authors: [...new Set(paragraph.markup.changes.map((change) => change.author))] };
        const wanted = quote.trim();
        const at = paragraph && wanted ? paragraph.text.indexOf(wanted) : -1;
        const stretch = paragraph && at >= 0 ? rawStretch(paragraph, at, at + wanted.length) : null;
        const changes = paragraph && stretch ? changesIn(paragraph.markup, stretch) : [];
        return { authors: [...new Set(changes.map((change) => change.author))] };
      });
    },
  };
}

/** The paragraphs of the top-level table whose first cell begins with the paragraph (the table's part), else none. */
function tableParagraphIds(body: HostBody, partId: string): string[] {
  const table = body.tables.find((candidate) => candidate.rows[0]?.cells[0]?.body.paragraphs[0]?.id === partId);
  return table ? table.rows.flatMap((row) => row.cells.flatMap((cell) => paragraphIds(cell.body))) : [];
}

function prepare(edit: ParagraphEdit, rawText: string): PreparedEdit {
  const { changes, unlocated } = locateChanges(edit.textBefore, edit.operations);
  return {
    edit,
    rawText,
    unlocatedCount: unlocated.length,
    changes: {
      paragraphId: edit.paragraphId,
      expectedText: rawText,
      changes,
      ...(edit.newParagraphs ? { newParagraphs: edit.newParagraphs } : {}),
    },
  };
}

/** A paragraph's status from its text after the edit: what was asked for, unchanged, or something in between. */
function judge(item: PreparedEdit, result: HostParagraphChangesResult | undefined): ParagraphEditReport {
  const { edit } = item;
  if (!result || result.outcome === 'gone') return failed(edit, PARAGRAPH_EDIT_MESSAGES.paragraphGone);
  if (result.outcome === 'changed') return failed(edit, PARAGRAPH_EDIT_MESSAGES.changedMeanwhile);
  const textAfter = cleanParagraphText(result.textAfter ?? '');
  const insertedIds = result.insertedParagraphs.map((paragraph) => paragraph.id);
  const insertedTexts = result.insertedParagraphs.map((paragraph) => cleanParagraphText(paragraph.text));
  const wantedTexts = (edit.newParagraphs?.texts ?? []).map(cleanParagraphText);
  const complete =
    textAfter === edit.textAfter && insertedTexts.join('\n') === wantedTexts.join('\n') && result.failedChanges.length === 0 && item.unlocatedCount === 0;
  if (complete) return report(edit, 'applied', undefined, insertedIds);
  const untouched = textAfter === edit.textBefore && insertedIds.length === 0;
  const notFound = item.unlocatedCount > 0 || result.failedChanges.length > 0;
  return report(edit, untouched ? 'failed' : 'partial', notFound ? PARAGRAPH_EDIT_MESSAGES.textNotFound : PARAGRAPH_EDIT_MESSAGES.notApplied, insertedIds);
}

function report(edit: ParagraphEdit, status: ParagraphEditReport['status'], message?: string, insertedParagraphIds: string[] = []): ParagraphEditReport {
  return {
    paragraphId: edit.paragraphId,
    status,
    ...(message ? { message } : {}),
    textBefore: edit.textBefore,
    textAfter: edit.textAfter,
    operations: edit.operations,
    insertedParagraphIds,
  };
}

function failed(edit: ParagraphEdit, message: string): ParagraphEditReport {
  return report(edit, 'failed', message);
}

function overall(paragraphs: readonly ParagraphEditReport[]): ParagraphEditResult {
  if (paragraphs.length === 0 || paragraphs.every((paragraph) => paragraph.status === 'applied')) return 'full';
  return paragraphs.every((paragraph) => paragraph.status === 'failed') ? 'failed' : 'partial';
}
