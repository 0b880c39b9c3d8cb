/** A tracked change on a piece of text, as Word records it (w:ins, w:del). */
export interface Revision {
  type: 'insertion' | 'deletion';
  author: string;
  date: Date;
}

/** A stretch of text with the same attributes. `fieldCode` marks the displayed result of a field (w:fldChar). */
export interface SimRun {
  text: string;
  revision?: Revision;
  fieldCode?: string;
  commentIds?: readonly string[];
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/** Character formatting a range can be given (Word's Range.font). */
export interface SimFormatting {
  bold?: boolean;
  italic?: boolean;
}

export interface SimParagraph {
  kind: 'paragraph';
  /** Word's uniqueLocalId: a GUID without braces, stable while the document is open, new in every session. */
  id: string;
  runs: SimRun[];
  /** Its style's heading level (Heading 1 is 1; a Title counts as 1), shown larger and bold. */
  headingLevel?: number;
  /** The number or bullet Word's list numbering shows before it ("1.", "(a)", "•"); not part of its text, as in Word. */
  listLabel?: string;
  /**
   * Inserted whole with change tracking on (its paragraph mark is a tracked insertion, as Word marks it): rejected, the
   * paragraph goes once none of its text is left; accepted, it stays as an ordinary paragraph.
   */
  insertedMark?: Revision;
}

export interface SimTable {
  kind: 'table';
  rows: SimRow[];
}

export interface SimRow {
  cells: SimCell[];
}

export interface SimCell {
  blocks: SimBlock[];
}

export type SimBlock = SimParagraph | SimTable;

export interface SimComment {
  id: string;
  author: string;
  date: Date;
  content: string;
  resolved: boolean;
  /** Where a comment on no text sits; comments on text are found by the runs' commentIds. */
  pointAnchor?: SimPosition;
}

/** A place in a paragraph; offsets count every character Word holds, tracked deletions included. */
export interface SimPosition {
  paragraph: SimParagraph;
  offset: number;
}

export interface SimRange {
  start: SimPosition;
  end: SimPosition;
}

export type ParagraphEventType = 'ParagraphAdded' | 'ParagraphChanged' | 'ParagraphDeleted';
