import { EDIT_RESOLUTION_TEXTS, type EditResolution, type EditResolutionAction, type ParagraphEditReport } from '@arcline/shared';
import type { DocumentHost, HostTrackedChange } from '@arcline/web';
import { cleanParagraphText } from '../sync/model/cleanParagraphText';

/**
 * What an applied edit left in one paragraph: the texts it inserted and deleted and the text the paragraph had before
 * it, or the whole paragraph (one it inserted).
 */
interface EditTraces {
  added: string[];
  deleted: string[];
  textBefore?: string;
  textAfter?: string;
  whole: boolean;
}

/** The traces of an applied edit, by paragraph: its operations' texts, and every paragraph it inserted. */
function editTraces(reports: readonly ParagraphEditReport[]): Map<string, EditTraces> {
  const traces = new Map<string, EditTraces>();
  for (const report of reports) {
    if (report.status === 'failed') continue;
    traces.set(report.paragraphId, {
      added: report.operations.map((operation) => operation.operandText).filter(Boolean),
      deleted: report.operations.map((operation) => operation.originalText).filter(Boolean),
      textBefore: report.textBefore,
      textAfter: report.textAfter,
      whole: false,
    });
    for (const id of report.insertedParagraphIds) traces.set(id, { added: [], deleted: [], whole: true });
  }
  return traces;
}

/**
 * The tracked changes of a paragraph that are the edit's: in a paragraph it inserted, all of them; elsewhere those
 * whose text is (a piece of) a text the edit inserted or deleted, each text covering no more than its own length.
 * Changes the user made beside them are left alone.
 */
export function changesOfEdit(traces: EditTraces | undefined, changes: readonly HostTrackedChange[]): number[] {
  if (!traces) return [];
  if (traces.whole) return changes.map((_, index) => index);
  const budget = { added: traces.added.map((text) => ({ text, left: text.length })), deleted: traces.deleted.map((text) => ({ text, left: text.length })) };
  return changes.flatMap((change, index) => {
    if (change.type === 'other' || change.text === '') return [];
    const texts = budget[change.type];
    const covering = texts.find((candidate) => candidate.left >= change.text.length && candidate.text.includes(change.text));
    if (!covering) return [];
    covering.left -= change.text.length;
    return [index];
  });
}

/**
 * Accepts or rejects the tracked changes an applied edit made (WordApi 1.6), leaving the user's own alone. Nothing
 * left of the edit is 'nothing'; an older Word cannot accept from the add-in.
 */
export async function resolveEditChanges(host: DocumentHost, reports: readonly ParagraphEditReport[], action: Exclude<EditResolutionAction, 'undo'>): Promise<EditResolution> {
  if (!host.capabilities.trackedChanges) return { result: 'failed', message: EDIT_RESOLUTION_TEXTS.acceptNeedsWord16 };
  const traces = editTraces(reports);
  let changedSince = false;
  const resolved = await host.resolveTrackedChanges([...traces.keys()], action, (paragraph) => {
    const trace = traces.get(paragraph.id);
    // Typed over without tracking since (its text with every change rejected is neither what the edit found nor, once
    // accepted, what it made), the edit's changes no longer stand apart from the user's text.
    const original = cleanParagraphText(paragraph.originalText);
    if (trace && !trace.whole && original !== trace.textBefore && original !== trace.textAfter) {
      changedSince = true;
      return [];
    }
    return changesOfEdit(trace, paragraph.changes);
  });
  if (resolved > 0) return changedSince ? { result: 'done', message: EDIT_RESOLUTION_TEXTS.changedSince } : { result: 'done' };
  return { result: 'nothing', message: changedSince ? EDIT_RESOLUTION_TEXTS.changedSince : EDIT_RESOLUTION_TEXTS.nothing };
}
