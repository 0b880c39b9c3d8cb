/**
 * The one door between the web app and an open document (ARCHITECTURE.md: the web app never imports Office).
 * The Word add-in implements it with Office.js (real Word) or with the in-memory simulator (the playground);
 * the browser build provides no host at all. The sync engine reads through it; the edit engine (addin/src/edits) writes
 * tracked changes through `applyTrackedChanges` and points at places with `selectText`.
 *
 * Texts are returned as Word gives them: tracked changes resolved to the reviewed version at the current
 * tracked-changes state, but not cleaned (field-code markers \u0013 code \u0014 result \u0015 and trailing control
 * characters may remain). Cleaning is the document model's job (spec 01 §3), so every host is cleaned the same way.
 */
export interface DocumentHost {
  /** Which requirement sets the host supports, and what an older Word lacks. Known once the host is ready. */
  readonly capabilities: HostCapabilities;
  /** The body's structure (paragraph ids, tables, rows, cells, nested tables), without texts. */
  readBody(): Promise<HostBody>;
  /**
   * Reviewed texts of the given paragraphs (any nesting level) by uniqueLocalId, in one round trip. A paragraph
   * that no longer exists is absent from the result. Callers batch (spec 01 §9: 150 per batch).
   */
  readParagraphTexts(paragraphIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** Creation date and file URL: what the document id is derived from. */
  readDocumentIdentity(): Promise<HostDocumentIdentity>;
  /** Where the cursor or selection is. Throws DocumentHostError 'no cursor' where Word shares no location. */
  readSelection(): Promise<HostSelection>;
  /** Registers paragraph added, changed and deleted handlers; resolves to a function that removes them. */
  subscribeParagraphEvents(listener: ParagraphEventListener): Promise<Unsubscribe>;
  /**
   * Edits paragraphs as tracked changes: change tracking is TrackAll during the edit and restored after. A paragraph
   * whose reviewed text is no longer `expectedText` is left untouched ('changed'); one that is gone is 'gone'.
   * Each change is applied on its own, so one Word refuses does not stop the others.
   */
  applyTrackedChanges(edits: readonly HostParagraphChanges[]): Promise<HostParagraphChangesResult[]>;
  /** Selects (and so scrolls to) a stretch of a paragraph, or the whole paragraph without a range. */
  selectText(paragraphId: string, range?: HostTextRange): Promise<void>;
  /**
   * Inserts a Word comment (WordApi 1.4 insertComment) on the passage a review finding quotes: its first occurrence
   * in the finding's paragraphs, else anywhere in the document; without a quote, on the first of those paragraphs.
   * Resolves to where it was anchored, or to null when the quote (or every paragraph) is not in the document:
   * a comment is never anchored somewhere else.
   */
  insertComment(request: CommentRequest): Promise<CommentAnchor | null>;
  /**
   * Accepts or rejects tracked changes of paragraphs (WordApi 1.6 TrackedChange.accept / reject): `pick` chooses, for
   * each paragraph still there, which of its changes (indexes in document order) to resolve. Resolves to how many were.
   */
  resolveTrackedChanges(paragraphIds: readonly string[], action: 'accept' | 'reject', pick: (paragraph: HostTrackedParagraph) => readonly number[]): Promise<number>;
  /**
   * Paragraphs with pending tracked changes as Word holds them (WordApi 1.6): Word's text, tracked deletions included,
   * and where each change is in it. A paragraph without changes, or gone, is absent; an empty map before WordApi 1.6.
   */
  readTrackedChanges?(paragraphIds: readonly string[]): Promise<ReadonlyMap<string, HostParagraphMarkup>>;
}

/** A paragraph's text with its tracked deletions, and where its tracked changes are in it (`start`, `end`: offsets). */
export interface HostParagraphMarkup {
  text: string;
  changes: readonly { type: HostTrackedChange['type']; author: string; start: number; end: number }[];
}

/** A paragraph with its tracked changes as Word lists them, and its text with all of them rejected. */
export interface HostTrackedParagraph {
  id: string;
  originalText: string;
  changes: readonly HostTrackedChange[];
}

/** A tracked change of a paragraph as Word lists it. */
export interface HostTrackedChange {
  type: 'added' | 'deleted' | 'other';
  text: string;
}

export interface CommentRequest {
  /** The comment's text. */
  text: string;
  /** Text copied from the document that the comment is about. */
  quote?: string;
  /** The paragraphs (uniqueLocalId) to look in first. */
  paragraphIds: readonly string[];
}

export interface CommentAnchor {
  /** The paragraph the comment starts in. */
  paragraphId: string;
  /** The text the comment is on (the whole paragraph when there was no quote). */
  text: string;
}

/**
 * Text found in a paragraph as Word's search finds it: case-sensitive, matches not overlapping, counted from the
 * paragraph's start; `occurrence` is the 0-based index of the wanted match.
 */
export interface HostTextMatch {
  text: string;
  occurrence: number;
}

/**
 * A stretch of a paragraph: one match, or for a long text (spec 01 §5: longer than 256 characters) the match of its
 * first piece expanded to the match of its last piece.
 */
export interface HostTextRange {
  start: HostTextMatch;
  end?: HostTextMatch;
}

/**
 * One change of a paragraph: replace a range (text '' deletes it), insert beside an anchor (spec 01 §5: the
 * 20 characters before or after the insert position), or fill an empty paragraph.
 */
export type HostTextChange =
  | { type: 'replace'; range: HostTextRange; text: string }
  | { type: 'insert'; anchor: HostTextRange; side: 'Before' | 'After'; text: string }
  | { type: 'insertIntoEmpty'; text: string };

export interface HostParagraphChanges {
  paragraphId: string;
  /** The paragraph's reviewed text as `readParagraphTexts` gave it before the edit was planned. */
  expectedText: string;
  /** Located before any is applied, then applied in this order (the engine orders them from the paragraph's end). */
  changes: readonly HostTextChange[];
  /** Whole paragraphs to insert before or after this one, in document order. */
  newParagraphs?: { location: 'Before' | 'After'; texts: readonly string[] };
}

export interface HostParagraphChangesResult {
  paragraphId: string;
  outcome: 'edited' | 'changed' | 'gone';
  /** Indexes of the changes whose text was not found or which Word refused. */
  failedChanges: number[];
  /** The reviewed text after the edit; absent when the paragraph is gone. */
  textAfter?: string;
  insertedParagraphs: { id: string; text: string }[];
}

export type Unsubscribe = () => Promise<void>;

/**
 * WordApi 1.4 (getReviewedText) is the manifest's minimum; 1.6 brings paragraph events and uniqueLocalId.
 * `missing` names, in words a user can act on, what this Word cannot do (empty when everything is there).
 */
export interface HostCapabilities {
  /** The highest WordApi minor version supported, e.g. 6 for WordApi 1.6. */
  wordApiMinorVersion: number;
  reviewedText: boolean;
  paragraphEvents: boolean;
  uniqueLocalId: boolean;
  /** WordApi 1.6: tracked changes can be listed, accepted and rejected. */
  trackedChanges: boolean;
  missing: readonly string[];
}

/** A body: the document's, or a table cell's. Paragraphs in document order; tables beside them. */
export interface HostBody {
  paragraphs: readonly HostParagraphRef[];
  tables: readonly HostTable[];
}

export interface HostParagraphRef {
  /** Word's uniqueLocalId: stable for the paragraph while the document is open. */
  id: string;
}

/**
 * A table of a body. Word reports tables apart from the paragraphs around them; the document model places each
 * one after the paragraph before it (spec 01 §3), so the host says which paragraphs surround it (null: none in
 * this body).
 */
export interface HostTable {
  paragraphBeforeId: string | null;
  paragraphAfterId: string | null;
  rows: readonly HostTableRow[];
}

export interface HostTableRow {
  cells: readonly HostTableCell[];
}

/** A cell holds a body, which may hold nested tables. */
export interface HostTableCell {
  body: HostBody;
}

export interface HostDocumentIdentity {
  /** `document.properties.creationDate` as an ISO string; null when Word does not know it (a new document). */
  creationDate: string | null;
  /** `Office.context.document.url`; empty for a document never saved. "Save As" changes it. */
  url: string;
}

/** Document selection data (spec 01 §3): paragraph ids and character offsets of the selection's ends. */
export interface HostSelection {
  startParagraphId: string;
  endParagraphId: string;
  startOffset: number;
  endOffset: number;
  text: string;
  changeTrackingMode: ChangeTrackingMode;
}

export type ChangeTrackingMode = 'Off' | 'TrackAll' | 'TrackMineOnly';

/** Word's paragraph events (WordApi 1.6), each for one or more paragraphs by uniqueLocalId. */
export interface ParagraphEvent {
  type: 'added' | 'changed' | 'deleted';
  paragraphIds: readonly string[];
}

export type ParagraphEventListener = (event: ParagraphEvent) => void;
