/// <reference types="office-js" />

/**
 * The part of Office.js the add-in uses, as interfaces whose members are typed with @types/office-js. Real Word's
 * objects satisfy them (see `realOfficeApi`, where the compiler checks it) and so does the in-memory simulator in
 * ../simulated, so the Office host runs unchanged against both. Enum-typed values are used by their string names only:
 * the enums exist at run time in Office.js alone.
 */
export interface OfficeApi {
  Word: { run<T>(batch: (context: WordContext) => Promise<T>): Promise<T> };
  Office: {
    context: {
      document: Pick<Office.Document, 'url'>;
      requirements: Pick<Office.RequirementSetSupport, 'isSetSupported'>;
    };
  };
}

export interface WordContext {
  document: WordDocument;
  sync<T>(passThroughValue?: T): Promise<T>;
}

export type ChangeTrackingModeName = 'Off' | 'TrackAll' | 'TrackMineOnly';
export type ReviewedVersion = 'Original' | 'Current';
export type InsertLocationName = 'Replace' | 'Start' | 'End' | 'Before' | 'After';
export type RangeLocationName = 'Whole' | 'Start' | 'End' | 'Before' | 'After' | 'Content';

export interface WordLoadable<Self> {
  /** Queues loading of scalar properties ('text', or 'items/text' on collections); readable after `context.sync()`. */
  load(propertyNames?: string | string[]): Self;
}

export interface WordEventHandlers<Args> {
  add(handler: (args: Args) => Promise<unknown>): WordEventHandlerResult;
}

export interface WordEventHandlerResult {
  context: Pick<WordContext, 'sync'>;
  remove(): void;
}

export interface WordDocument extends WordLoadable<WordDocument> {
  readonly body: WordBody;
  readonly properties: WordDocumentProperties;
  changeTrackingMode: Word.ChangeTrackingMode | ChangeTrackingModeName;
  getSelection(): WordRange;
  getParagraphByUniqueLocalId(id: string): WordParagraph;
  readonly onParagraphAdded: WordEventHandlers<Word.ParagraphAddedEventArgs>;
  readonly onParagraphChanged: WordEventHandlers<Word.ParagraphChangedEventArgs>;
  readonly onParagraphDeleted: WordEventHandlers<Word.ParagraphDeletedEventArgs>;
}

export interface WordDocumentProperties extends WordLoadable<WordDocumentProperties> {
  readonly creationDate: Date;
  readonly author: string;
}

export interface WordBody extends WordLoadable<WordBody> {
  readonly text: string;
  /** Every paragraph of the body, those in (nested) tables included, in document order. */
  readonly paragraphs: WordParagraphCollection;
  /** Every table of the body, nested ones included, in document order. */
  readonly tables: WordTableCollection;
  getReviewedText(changeTrackingVersion?: ReviewedVersion): OfficeExtension.ClientResult<string>;
  search(searchText: string, searchOptions?: { matchCase?: boolean }): WordRangeCollection;
  insertText(text: string, insertLocation: 'Replace' | 'Start' | 'End'): WordRange;
  insertParagraph(paragraphText: string, insertLocation: 'Start' | 'End'): WordParagraph;
  getComments(): WordCommentCollection;
  getTrackedChanges(): WordTrackedChangeCollection;
  insertTable(rowCount: number, columnCount: number, insertLocation: 'Start' | 'End', values?: string[][]): WordTable;
}

export interface WordParagraph extends WordLoadable<WordParagraph> {
  readonly isNullObject: boolean;
  readonly text: string;
  readonly uniqueLocalId: string;
  readonly tableNestingLevel: number;
  getReviewedText(changeTrackingVersion?: ReviewedVersion): OfficeExtension.ClientResult<string>;
  getRange(rangeLocation?: 'Whole' | 'Start' | 'End' | 'Content'): WordRange;
  insertText(text: string, insertLocation: 'Replace' | 'Start' | 'End'): WordRange;
  insertParagraph(paragraphText: string, insertLocation: 'Before' | 'After'): WordParagraph;
  search(searchText: string, searchOptions?: { matchCase?: boolean }): WordRangeCollection;
  getComments(): WordCommentCollection;
  getTrackedChanges(): WordTrackedChangeCollection;
  /** Selects the paragraph in Word's window, which scrolls to it. */
  select(selectionMode?: 'Select' | 'Start' | 'End'): void;
  delete(): void;
}

export interface WordRange extends WordLoadable<WordRange> {
  readonly text: string;
  readonly isEmpty: boolean;
  readonly paragraphs: WordParagraphCollection;
  getRange(rangeLocation?: RangeLocationName): WordRange;
  expandTo(range: WordRange): WordRange;
  insertText(text: string, insertLocation: InsertLocationName): WordRange;
  insertComment(commentText: string): WordComment;
  getTrackedChanges(): WordTrackedChangeCollection;
  /** Character formatting; set `bold` / `italic` to format the range. */
  readonly font: WordFont;
  select(selectionMode?: 'Select' | 'Start' | 'End'): void;
  delete(): void;
}

export interface WordFont {
  bold: boolean;
  italic: boolean;
}

export interface WordTable extends WordLoadable<WordTable> {
  readonly nestingLevel: number;
  readonly rowCount: number;
  readonly values: string[][];
  readonly rows: WordTableRowCollection;
  /** The tables nested one level deeper. */
  readonly tables: WordTableCollection;
  getParagraphBeforeOrNullObject(): WordParagraph;
  getParagraphAfterOrNullObject(): WordParagraph;
  /** WordApi 1.3: the cell at a row and cell index. */
  getCell(rowIndex: number, cellIndex: number): WordTableCell;
  delete(): void;
}

export interface WordTableRow extends WordLoadable<WordTableRow> {
  readonly rowIndex: number;
  readonly cellCount: number;
  readonly cells: WordTableCellCollection;
}

export interface WordTableCell extends WordLoadable<WordTableCell> {
  readonly rowIndex: number;
  readonly cellIndex: number;
  readonly value: string;
  readonly body: WordBody;
}

export interface WordComment extends WordLoadable<WordComment> {
  readonly id: string;
  readonly content: string;
  readonly authorName: string;
  readonly creationDate: Date;
  readonly resolved: boolean;
  getRange(): WordRange;
}

export interface WordTrackedChange extends WordLoadable<WordTrackedChange> {
  readonly author: string;
  readonly date: Date;
  readonly text: string;
  readonly type: Word.TrackedChangeType | 'None' | 'Added' | 'Deleted' | 'Formatted';
  /** The changed text's range, or a point at its start or end (WordApi 1.6). */
  getRange(rangeLocation?: 'Whole' | 'Start' | 'End'): WordRange;
  accept(): void;
  reject(): void;
}

export interface WordCollection<Item, Self> extends WordLoadable<Self> {
  readonly items: Item[];
  getFirst(): Item;
}

export type WordParagraphCollection = WordCollection<WordParagraph, WordParagraphCollection>;
export type WordTableCollection = WordCollection<WordTable, WordTableCollection>;
export type WordTableRowCollection = WordCollection<WordTableRow, WordTableRowCollection>;
export type WordTableCellCollection = WordCollection<WordTableCell, WordTableCellCollection>;
export type WordRangeCollection = WordCollection<WordRange, WordRangeCollection>;
export type WordCommentCollection = WordCollection<WordComment, WordCommentCollection>;
export type WordTrackedChangeCollection = WordCollection<WordTrackedChange, WordTrackedChangeCollection>;
