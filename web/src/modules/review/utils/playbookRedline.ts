import { cleanParagraphText, missingClausePlace, type ParagraphEditReport, type ReviewFindingPayload } from '@arcline/shared';
import type { DocumentEditor } from '../../document/documentEditor';
import type { DocumentHost } from '../../document/documentHost';

/** What became of a finding's "Propose redline". */
export type RedlineStatus = 'applied' | 'partial' | 'changedMeanwhile' | 'failed' | 'pendingChanges' | 'wordCannotReadChanges';

export interface RedlineResult {
  status: RedlineStatus;
  /** The paragraphs the redline changed or inserted (for the integrity check). */
  changedParagraphIds: string[];
  /** What the edit engine did: what Accept and Reject resolve. */
  reports: ParagraphEditReport[];
}

type Session = { host: Pick<DocumentHost, 'readParagraphTexts' | 'readBody' | 'capabilities'>; editor: Pick<DocumentEditor, 'applyModify' | 'applyInsert' | 'pendingChanges'> };

const statusOf = (result: 'full' | 'partial' | 'failed'): RedlineStatus => (result === 'full' ? 'applied' : result === 'partial' ? 'partial' : 'failed');

/**
 * The playbook's wording put into the document as tracked changes through the edit engine (word-level diff): an
 * unacceptable clause's quoted passage is replaced in its paragraph; a missing clause is added as a new paragraph at
 * the end of the operative clauses, numbered as the next section when they are (`missingClausePlace`, shared with the
 * matrix's redline). A paragraph that no longer holds the quoted passage is left alone, and so is a passage that holds
 * pending tracked changes (another author's proposal): the redline would be built on wording nobody accepted, so it
 * is refused ('pendingChanges') until they are accepted or rejected in Word; each call checks again. A Word that cannot
 * read tracked changes (before WordApi 1.6) cannot tell, so it redlines no passage ('wordCannotReadChanges').
 */
export async function proposeRedlines(session: Session, findings: readonly ReviewFindingPayload[]): Promise<RedlineResult[]> {
  const results = new Map<ReviewFindingPayload, RedlineResult>();
  const passages = findings.filter((finding) => finding.verdict !== 'missing');
  const canReadChanges = session.host.capabilities.trackedChanges;
  if (!canReadChanges) for (const finding of passages) results.set(finding, { status: 'wordCannotReadChanges', changedParagraphIds: [], reports: [] });
  const replacements = canReadChanges ? passages : [];
  const ids = [...new Set(replacements.flatMap((finding) => finding.paragraphIds.slice(0, 1)))];
  // Word's text with a field's code between its markers (a cross-reference, a page number) read as the review read it:
  // the field's result only, so a quote across the field is found; the edit engine compares the same text.
  const raw = ids.length > 0 ? await session.host.readParagraphTexts(ids) : new Map<string, string>();
  const texts = new Map([...raw].map(([id, text]) => [id, cleanParagraphText(text)]));
  const asked = replacements.filter((finding) => finding.paragraphIds[0] && finding.quote);
  const pendingAnswers =
    asked.length > 0 && session.editor.pendingChanges
      ? await session.editor.pendingChanges(asked.map((finding) => ({ paragraphId: finding.paragraphIds[0]!, quote: finding.quote! })))
      : [];
  const withPendingChanges = new Set(asked.filter((_, index) => (pendingAnswers[index]?.authors.length ?? 0) > 0));
  // Each paragraph's new text: every finding's quote in it replaced by its wording.
  const after = new Map<string, string>();
  const located = new Map<ReviewFindingPayload, boolean>();
  for (const finding of replacements) {
    if (withPendingChanges.has(finding)) continue;
    const paragraphId = finding.paragraphIds[0];
    const current = paragraphId ? (after.get(paragraphId) ?? texts.get(paragraphId)) : undefined;
    const found = Boolean(paragraphId && current !== undefined && finding.quote && finding.proposedText && current.includes(finding.quote));
    located.set(finding, found);
    if (found) after.set(paragraphId!, current!.replace(finding.quote!, finding.proposedText!));
  }
  const modified = [...after].map(([paragraphId, textAfter]) => ({ paragraphId, textBefore: texts.get(paragraphId)!, textAfter }));
  const modify = modified.length > 0 ? await session.editor.applyModify({ paragraphs: modified }) : null;
  const byParagraph = new Map(modify?.paragraphs.map((report) => [report.paragraphId, report]) ?? []);

  for (const finding of replacements) {
    const report = byParagraph.get(finding.paragraphIds[0] ?? '');
    if (withPendingChanges.has(finding)) results.set(finding, { status: 'pendingChanges', changedParagraphIds: [], reports: [] });
    else if (!located.get(finding) || !report) results.set(finding, { status: 'changedMeanwhile', changedParagraphIds: [], reports: [] });
    else {
      const status = report.status === 'applied' ? 'applied' : report.status === 'partial' ? 'partial' : report.message ? 'changedMeanwhile' : 'failed';
      const changed = status === 'applied' || status === 'partial';
      results.set(finding, { status, changedParagraphIds: changed ? [report.paragraphId] : [], reports: changed ? [report] : [] });
    }
  }
  for (const finding of findings.filter((candidate) => candidate.verdict === 'missing')) results.set(finding, await appendParagraph(session, finding.proposedText ?? ''));
  return findings.map((finding) => results.get(finding)!);
}

/**
 * A missing clause: the playbook's wording as a new paragraph where `missingClausePlace` puts it among the body's
 * paragraphs as they read now (after the last operative clause, before IN WITNESS WHEREOF, the signatures and the
 * exhibits; with the next clause number when the clauses are numbered).
 */
async function appendParagraph(session: Session, wording: string): Promise<RedlineResult> {
  const failed: RedlineResult = { status: 'failed', changedParagraphIds: [], reports: [] };
  if (!wording.trim()) return failed;
  const ids = (await session.host.readBody()).paragraphs.map((paragraph) => paragraph.id);
  const raw = await session.host.readParagraphTexts(ids);
  const texts = new Map(ids.map((id) => [id, cleanParagraphText(raw.get(id) ?? '')]));
  const place = missingClausePlace(ids.map((id) => texts.get(id)!), wording);
  const anchor = ids[place.after];
  if (!anchor) return failed;
  const paragraphText = texts.get(anchor)!;
  const outcome = await session.editor.applyInsert({ paragraphId: anchor, offset: paragraphText.length, textToInsert: `\n${place.text}`, paragraphText });
  const inserted = outcome.paragraphs.flatMap((report) => report.insertedParagraphIds);
  return { status: statusOf(outcome.result), changedParagraphIds: inserted, reports: outcome.paragraphs };
}
