import type { WordBody } from '../../office/wordApi';
import { fullText, reviewedText } from '../model/chars';
import { paragraphsIn, tablesIn, type TablePlace } from '../model/documentTree';
import { collapsed, commentRange, comparePositions, searchParagraphs, trackedChangesIn, wholeParagraph } from '../model/ranges';
import type { SimBlock, SimComment, SimParagraph } from '../model/types';
import { CommentProxy, TrackedChangeProxy } from './annotationProxies';
import { ParagraphProxy } from './ParagraphProxy';
import { RangeProxy } from './RangeProxy';
import { SimulatedClientObject, SimulatedClientResult, SimulatedCollection } from './SimulatedClientObject';
import { TableProxy } from './tableProxies';
import { checkSearchText, officeErrors } from './SimulatedOfficeError';

/** The document's body or a table cell's: its blocks and the table nesting level of its own paragraphs. */
export interface BodyTarget {
  blocks: SimBlock[];
  nestingLevel: number;
}

export class BodyProxy extends SimulatedClientObject<BodyTarget> implements WordBody {
  readonly paragraphs = new SimulatedCollection(this.context, () => this.allParagraphs(), (resolve) => new ParagraphProxy(this.context, resolve), 'ParagraphCollection');
  readonly tables = new SimulatedCollection<TableProxy, TablePlace>(
    this.context,
    () => tablesIn(this.target().blocks, this.target().nestingLevel + 1),
    (resolve) => new TableProxy(this.context, resolve),
    'TableCollection',
  );

  get text(): string {
    return this.loaded('text');
  }

  getReviewedText(changeTrackingVersion: 'Original' | 'Current' = 'Current') {
    return new SimulatedClientResult(this.context, () => this.allParagraphs().map((paragraph) => reviewedText(paragraph.runs, changeTrackingVersion)).join('\r'));
  }

  search(searchText: string, searchOptions?: { matchCase?: boolean }) {
    return new SimulatedCollection(
      this.context,
      () => searchParagraphs(checkSearchText(searchText, this.allParagraphs()), searchText, searchOptions?.matchCase ?? false),
      (resolve) => new RangeProxy(this.context, resolve),
      'RangeCollection',
    );
  }

  insertText(text: string, insertLocation: 'Replace' | 'Start' | 'End'): RangeProxy {
    let inserted: ReturnType<RangeProxy['target']> | null = null;
    this.context.enqueue(() => {
      const paragraphs = this.allParagraphs();
      const first = paragraphs[0];
      const last = paragraphs[paragraphs.length - 1];
      if (!first || !last) throw officeErrors.itemNotFound('Body.insertText');
      const document = this.context.model;
      if (insertLocation === 'Replace') {
        const end = document.deleteRange({ start: wholeParagraph(first).start, end: wholeParagraph(last).end });
        inserted = document.insertText(comparePositions(document, end, wholeParagraph(first).start) < 0 ? wholeParagraph(first).start : end, text);
      } else {
        inserted = document.insertText(insertLocation === 'Start' ? wholeParagraph(first).start : wholeParagraph(last).end, text);
      }
    });
    return new RangeProxy(this.context, () => inserted ?? collapsed({ paragraph: this.allParagraphs()[0] as SimParagraph, offset: 0 }));
  }

  insertParagraph(paragraphText: string, insertLocation: 'Start' | 'End'): ParagraphProxy {
    let created: SimParagraph | null = null;
    this.context.enqueue(() => {
      const { blocks } = this.target();
      created = this.context.model.insertParagraphInto(blocks, insertLocation === 'Start' ? 0 : blocks.length, paragraphText);
    });
    return new ParagraphProxy(this.context, () => created);
  }

  insertTable(_rowCount: number, _columnCount: number, insertLocation: 'Start' | 'End', values: string[][] = []): TableProxy {
    let created: TablePlace | null = null;
    this.context.enqueue(() => {
      const { blocks, nestingLevel } = this.target();
      const table = this.context.model.insertTableInto(blocks, insertLocation === 'Start' ? 0 : blocks.length, values);
      created = { table, container: blocks, nestingLevel: nestingLevel + 1 };
    });
    return new TableProxy(this.context, () => {
      if (!created) throw officeErrors.itemNotFound('Body.insertTable');
      return created;
    });
  }

  getComments() {
    return new SimulatedCollection(
      this.context,
      () => commentsOver(this.context.model.comments, this.allParagraphs(), (comment) => commentRange(this.context.model, comment)),
      (resolve) => new CommentProxy(this.context, resolve),
      'CommentCollection',
    );
  }

  getTrackedChanges() {
    return new SimulatedCollection(this.context, () => trackedChangesIn(this.allParagraphs()), (resolve) => new TrackedChangeProxy(this.context, resolve), 'TrackedChangeCollection');
  }

  protected snapshot(body: BodyTarget) {
    return { text: paragraphsIn(body.blocks).map(({ paragraph }) => fullText(paragraph.runs)).join('\r') };
  }

  private allParagraphs(): SimParagraph[] {
    const { blocks, nestingLevel } = this.target();
    return paragraphsIn(blocks, nestingLevel).map((place) => place.paragraph);
  }
}

/** The comments anchored in one of the paragraphs. */
export function commentsOver(comments: readonly SimComment[], paragraphs: readonly SimParagraph[], rangeOf: (comment: SimComment) => ReturnType<typeof commentRange>): SimComment[] {
  return comments.filter((comment) => {
    const range = rangeOf(comment);
    return !!range && (paragraphs.includes(range.start.paragraph) || paragraphs.includes(range.end.paragraph));
  });
}
