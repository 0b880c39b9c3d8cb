import { fullText, toChars, toRuns } from './chars';
import { paragraphsIn, tablesIn, type ParagraphPlace, type TablePlace } from './documentTree';
import { insertAt, removeBetween, replaceCurrentText, resolveRevision } from './paragraphEdits';
import { ParagraphEventQueue } from './ParagraphEventQueue';
import type { Revision, SimBlock, SimComment, SimFormatting, SimParagraph, SimPosition, SimRange, SimRun, SimTable } from './types';
import type { ChangeTrackingModeName } from '../../office/wordApi';

export interface SimulatedDocumentInit {
  blocks: SimBlock[];
  creationDate: Date;
  /** What `Office.context.document.url` answers: where the file lives ('' for one never saved). */
  url: string;
  comments?: SimComment[];
  changeTrackingMode?: ChangeTrackingModeName;
  /** The user whose edits are recorded as tracked changes. */
  author?: string;
  now?: () => Date;
}

export const PLAYGROUND_AUTHOR = 'Playground user';

/**
 * The in-memory document behind the simulated Word API: blocks (paragraphs and tables, cells holding blocks again),
 * document properties, comments, the selection, change tracking and paragraph events. Every edit, through the API
 * or by the playground's user, goes through these methods, so both raise the same events.
 */
export class SimulatedDocument {
  readonly blocks: SimBlock[];
  readonly creationDate: Date;
  readonly comments: SimComment[];
  url: string;
  changeTrackingMode: ChangeTrackingModeName;
  readonly author: string;
  /** Null where Word would share no cursor location. */
  selection: SimRange | null = null;
  private readonly events = new ParagraphEventQueue();
  /** Told of changes Word raises no paragraph event for (comments), so a view of the document can redraw. */
  private readonly annotationListeners = new Set<() => void>();
  private readonly selectListeners = new Set<(range: SimRange) => void>();
  private readonly now: () => Date;

  constructor(init: SimulatedDocumentInit) {
    this.blocks = init.blocks;
    this.creationDate = init.creationDate;
    this.url = init.url;
    this.comments = init.comments ?? [];
    this.changeTrackingMode = init.changeTrackingMode ?? 'Off';
    this.author = init.author ?? PLAYGROUND_AUTHOR;
    this.now = init.now ?? (() => new Date());
    const first = this.paragraphs()[0];
    if (first) this.selection = { start: { paragraph: first.paragraph, offset: 0 }, end: { paragraph: first.paragraph, offset: 0 } };
  }

  static newParagraph(runs: SimRun[] = []): SimParagraph {
    return { kind: 'paragraph', id: crypto.randomUUID().toUpperCase(), runs };
  }

  paragraphs(): ParagraphPlace[] {
    return paragraphsIn(this.blocks);
  }

  tables(): TablePlace[] {
    return tablesIn(this.blocks);
  }

  place(paragraph: SimParagraph): ParagraphPlace | undefined {
    return this.paragraphs().find((place) => place.paragraph === paragraph);
  }

  findParagraph(id: string): SimParagraph | undefined {
    return this.paragraphs().find((place) => place.paragraph.id === id)?.paragraph;
  }

  subscribe(listener: Parameters<ParagraphEventQueue['subscribe']>[0]): () => void {
    return this.events.subscribe(listener);
  }

  onAnnotationsChanged(listener: () => void): () => void {
    this.annotationListeners.add(listener);
    return () => this.annotationListeners.delete(listener);
  }

  /** A comment by the document's author on a range (a point when it is collapsed). */
  addComment(range: SimRange, content: string): SimComment {
    const comment: SimComment = { id: crypto.randomUUID(), author: this.author, date: this.now(), content, resolved: false };
    if (range.start.paragraph === range.end.paragraph && range.start.offset === range.end.offset) comment.pointAnchor = range.start;
    for (const { paragraph } of this.paragraphsOf(range)) {
      const chars = toChars(paragraph.runs);
      const from = paragraph === range.start.paragraph ? range.start.offset : 0;
      const to = paragraph === range.end.paragraph ? range.end.offset : chars.length;
      for (const char of chars.slice(from, to)) char.commentIds = [...(char.commentIds ?? []), comment.id];
      paragraph.runs = toRuns(chars);
    }
    this.comments.push(comment);
    for (const listener of this.annotationListeners) listener();
    return comment;
  }

  /** Bold or italic on a range (not tracked: the simulator records no formatting revisions). */
  formatRange(range: SimRange, formatting: SimFormatting): void {
    for (const { paragraph } of this.paragraphsOf(range)) {
      const chars = toChars(paragraph.runs);
      const from = paragraph === range.start.paragraph ? range.start.offset : 0;
      const to = paragraph === range.end.paragraph ? range.end.offset : chars.length;
      for (const char of chars.slice(from, to)) Object.assign(char, formatting);
      paragraph.runs = toRuns(chars);
      this.changed(paragraph);
    }
  }

  /** A new table at `index` of a body's blocks, its cells holding one paragraph each with the given texts. */
  insertTableInto(container: SimBlock[], index: number, values: readonly (readonly string[])[]): SimTable {
    const table: SimTable = {
      kind: 'table',
      rows: values.map((row) => ({ cells: row.map((text) => ({ blocks: [SimulatedDocument.newParagraph(text ? [{ text }] : [])] })) })),
    };
    container.splice(index, 0, table);
    for (const { paragraph } of paragraphsIn([table])) this.events.record('ParagraphAdded', paragraph.id);
    return table;
  }

  /** Removes a table and everything in it. */
  deleteTable(table: SimTable): void {
    const place = this.tables().find((candidate) => candidate.table === table);
    if (!place) return;
    const gone = paragraphsIn([table]).map(({ paragraph }) => paragraph);
    place.container.splice(place.container.indexOf(table), 1);
    this.forgetSelectionIn(gone);
    for (const paragraph of gone) this.events.record('ParagraphDeleted', paragraph.id);
  }

  /** Word shares no cursor location once the selection's paragraphs are gone. */
  private forgetSelectionIn(gone: readonly SimParagraph[]): void {
    if (this.selection && gone.some((paragraph) => [this.selection?.start.paragraph, this.selection?.end.paragraph].includes(paragraph))) this.selection = null;
  }

  /** A new row at `index` of a table, its cells holding one paragraph each with the given texts (Word's addRows). */
  insertRow(table: SimTable, index: number, texts: readonly string[]): void {
    const row = { cells: texts.map((text) => ({ blocks: [SimulatedDocument.newParagraph(text ? [{ text }] : [])] as SimBlock[] })) };
    table.rows.splice(index, 0, row);
    for (const cell of row.cells) for (const { paragraph } of paragraphsIn(cell.blocks)) this.events.record('ParagraphAdded', paragraph.id);
  }

  /** Removes a table's row and everything in it; the table goes with its last row, as in Word. */
  deleteRow(table: SimTable, index: number): void {
    const [row] = table.rows.splice(index, 1);
    if (!row) return;
    if (table.rows.length === 0) {
      table.rows.push(row);
      this.deleteTable(table);
      return;
    }
    const gone = row.cells.flatMap((cell) => paragraphsIn(cell.blocks)).map(({ paragraph }) => paragraph);
    this.forgetSelectionIn(gone);
    for (const paragraph of gone) this.events.record('ParagraphDeleted', paragraph.id);
  }

  /**
   * Moves a paragraph to `index` of a body's or cell's blocks (a drag and drop): it keeps its uniqueLocalId, and Word
   * reports it changed. A cell keeps at least one paragraph, so the last one of a cell is not moved.
   */
  moveParagraph(paragraph: SimParagraph, container: SimBlock[], index: number): void {
    const place = this.place(paragraph);
    if (!place) throw new Error('the paragraph is no longer in the document');
    if (place.table && place.container.filter((block) => block.kind === 'paragraph').length === 1) return;
    const from = place.container.indexOf(paragraph);
    place.container.splice(from, 1);
    container.splice(container === place.container && index > from ? index - 1 : index, 0, paragraph);
    this.changed(paragraph);
  }

  /** Listens to selections made through the API (`range.select()`), which Word scrolls into view. */
  onSelect(listener: (range: SimRange) => void): () => void {
    this.selectListeners.add(listener);
    return () => this.selectListeners.delete(listener);
  }

  select(range: SimRange): void {
    this.selection = range;
    for (const listener of this.selectListeners) listener(range);
  }

  /** The revision a new edit gets: none while change tracking is off. */
  revision(type: Revision['type']): Revision | null {
    return this.changeTrackingMode === 'Off' ? null : { type, author: this.author, date: this.now() };
  }

  insertText(position: SimPosition, text: string): SimRange {
    insertAt(position.paragraph, position.offset, text, this.revision('insertion'));
    this.changed(position.paragraph);
    return { start: position, end: { paragraph: position.paragraph, offset: position.offset + text.length } };
  }

  /** Removes a range (tracked: marks it deleted); returns the position after what is left of it. */
  deleteRange(range: SimRange): SimPosition {
    const places = this.paragraphsOf(range);
    let end = range.start;
    for (const { paragraph } of places) {
      const from = paragraph === range.start.paragraph ? range.start.offset : 0;
      const to = paragraph === range.end.paragraph ? range.end.offset : fullText(paragraph.runs).length;
      end = { paragraph, offset: removeBetween(paragraph, from, to, this.revision('deletion')) };
      this.changed(paragraph);
    }
    return end;
  }

  /** The user's typing in a paragraph: its current text becomes `text`. */
  typeText(paragraph: SimParagraph, text: string): void {
    replaceCurrentText(paragraph, text, this.revision('insertion'), this.revision('deletion'));
    this.changed(paragraph);
  }

  /** Enter at `offset` of the paragraph's full text: the rest moves into a new paragraph after it. */
  splitParagraph(paragraph: SimParagraph, offset: number): SimParagraph {
    const rest = fullText(paragraph.runs).length - offset;
    const moved = SimulatedDocument.newParagraph(structuredClone(paragraph.runs));
    removeBetween(moved, 0, offset, null);
    removeBetween(paragraph, offset, offset + rest, null);
    const place = this.place(paragraph);
    if (!place) throw new Error('the paragraph is no longer in the document');
    place.container.splice(place.container.indexOf(paragraph) + 1, 0, moved);
    this.events.record('ParagraphAdded', moved.id);
    this.changed(paragraph);
    return moved;
  }

  insertParagraph(anchor: SimParagraph, text: string, location: 'Before' | 'After'): SimParagraph {
    const place = this.place(anchor);
    if (!place) throw new Error('the paragraph is no longer in the document');
    return this.insertParagraphInto(place.container, place.container.indexOf(anchor) + (location === 'After' ? 1 : 0), text);
  }

  /** A new paragraph at `index` of a body's or cell's blocks. */
  insertParagraphInto(container: SimBlock[], index: number, text: string): SimParagraph {
    const created = SimulatedDocument.newParagraph();
    const tracked = this.revision('insertion');
    insertAt(created, 0, text, tracked);
    if (tracked) created.insertedMark = tracked;
    container.splice(index, 0, created);
    this.events.record('ParagraphAdded', created.id);
    return created;
  }

  /** Deletes a paragraph: gone at once without tracking (a cell keeps one, emptied), else its text is marked deleted. */
  deleteParagraph(paragraph: SimParagraph): void {
    const place = this.place(paragraph);
    if (!place) return;
    const tracked = this.revision('deletion');
    const paragraphsInContainer = place.container.filter((block) => block.kind === 'paragraph').length;
    if (tracked || (place.table && paragraphsInContainer === 1)) {
      removeBetween(paragraph, 0, fullText(paragraph.runs).length, tracked);
      this.changed(paragraph);
      return;
    }
    place.container.splice(place.container.indexOf(paragraph), 1);
    if (this.selection && [this.selection.start.paragraph, this.selection.end.paragraph].includes(paragraph)) this.selection = null;
    this.events.record('ParagraphDeleted', paragraph.id);
  }

  resolveRevision(paragraph: SimParagraph, start: number, end: number, accept: boolean): void {
    resolveRevision(paragraph, start, end, accept);
    if (paragraph.insertedMark && !toChars(paragraph.runs).some((char) => char.revision?.type === 'insertion')) {
      // The paragraph's own insertion is settled: accepted, it is an ordinary paragraph; rejected, its mark goes with it.
      const place = this.place(paragraph);
      const onlyInCell = place?.table && place.container.filter((block) => block.kind === 'paragraph').length === 1;
      if (!accept && fullText(paragraph.runs) === '' && place && !onlyInCell) {
        delete paragraph.insertedMark;
        place.container.splice(place.container.indexOf(paragraph), 1);
        if (this.selection && [this.selection.start.paragraph, this.selection.end.paragraph].includes(paragraph)) this.selection = null;
        this.events.record('ParagraphDeleted', paragraph.id);
        return;
      }
      delete paragraph.insertedMark;
    }
    this.changed(paragraph);
  }

  /** The paragraphs a range touches, in document order. */
  paragraphsOf(range: SimRange): ParagraphPlace[] {
    const all = this.paragraphs();
    const first = all.findIndex((place) => place.paragraph === range.start.paragraph);
    const last = all.findIndex((place) => place.paragraph === range.end.paragraph);
    return first < 0 || last < first ? [] : all.slice(first, last + 1);
  }

  private changed(paragraph: SimParagraph): void {
    this.events.record('ParagraphChanged', paragraph.id);
  }
}
