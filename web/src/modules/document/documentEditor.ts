import type {
  EditResolution,
  EditResolutionAction,
  InsertInstruction,
  IntegrityWarning,
  ModifyInstruction,
  ParagraphEdit,
  ParagraphEditOutcome,
  ParagraphEditReport,
} from '@arcline/shared';

/**
 * The paragraph edit engine as the web app sees it (the add-in implements it in addin/src/edits on the DocumentHost):
 * AI insert and modify answers applied to the open document as tracked changes. A paragraph whose text changed since
 * the answer was computed is never touched. Word's own failures reject with a DocumentHostError.
 */
export interface DocumentEditor {
  applyInsert(instruction: InsertInstruction): Promise<ParagraphEditOutcome>;
  applyModify(instruction: ModifyInstruction): Promise<ParagraphEditOutcome>;
  /** Edits already planned (`planInsert`, `planModify`, or hand-made ones such as the self-tests'). */
  applyEdits(edits: readonly ParagraphEdit[]): Promise<ParagraphEditOutcome>;
  /** Selects, and so scrolls to, the characters [start, end) of a paragraph's current text, or the whole paragraph. */
  select(paragraphId: string, start?: number, end?: number): Promise<void>;
  /** Selects (and so scrolls to) a quote's first occurrence in a paragraph, or the whole paragraph when it is not there. */
  selectQuote(paragraphId: string, quote: string): Promise<void>;
  /**
   * For each passage (a quote in its paragraph, as the review read it: the Current text), who made the pending
   * tracked changes in it — an insertion in it, a deletion in it or at its edges; none when it has none (or Word
   * cannot list them, before WordApi 1.6).
   */
  pendingChanges?(passages: readonly { paragraphId: string; quote: string }[]): Promise<{ authors: string[] }[]>;
  /**
   * What the user does with an applied edit from its chat item: accept or reject its tracked changes (WordApi 1.6;
   * the user's own changes beside them are left alone), or undo it: its tracked changes rejected, and where they were
   * already accepted (or Word cannot reject them) the original text written back as tracked changes.
   */
  resolveEdit(reports: readonly ParagraphEditReport[], action: EditResolutionAction): Promise<EditResolution>;
  /**
   * The integrity check of the edited paragraphs against the whole document as it is now (checkIntegrity, shared).
   * Given the edit's reports, their text before the edit lets it see a definition the edit took away.
   */
  checkIntegrity(changedParagraphIds: readonly string[], reports?: readonly ParagraphEditReport[]): Promise<IntegrityWarning[]>;
}
