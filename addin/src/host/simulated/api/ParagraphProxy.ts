import type { WordParagraph } from '../../office/wordApi';
import { fullText, reviewedText } from '../model/chars';
import { collapsed, commentRange, searchParagraphs, trackedChangesIn, wholeParagraph } from '../model/ranges';
import type { SimParagraph, SimRange } from '../model/types';
import { CommentProxy, TrackedChangeProxy } from './annotationProxies';
import { commentsOver } from './BodyProxy';
import { RangeProxy } from './RangeProxy';
import { SimulatedClientObject, SimulatedClientResult, SimulatedCollection } from './SimulatedClientObject';
import { checkSearchText, officeErrors } from './SimulatedOfficeError';

/** A paragraph, or Word's null object (`...OrNullObject` methods) when the target is null. */
export class ParagraphProxy extends SimulatedClientObject<SimParagraph | null> implements WordParagraph {
  get isNullObject(): boolean {
    return this.loaded('isNullObject');
  }

  get text(): string {
    return this.loaded('text');
  }

  get uniqueLocalId(): string {
    return this.loaded('uniqueLocalId');
  }

  get tableNestingLevel(): number {
    return this.loaded('tableNestingLevel');
  }

  getReviewedText(changeTrackingVersion: 'Original' | 'Current' = 'Current') {
    return new SimulatedClientResult(this.context, () => reviewedText(this.paragraph('getReviewedText').runs, changeTrackingVersion));
  }

  getRange(rangeLocation: 'Whole' | 'Start' | 'End' | 'Content' = 'Whole'): RangeProxy {
    return new RangeProxy(this.context, () => {
      const whole = wholeParagraph(this.paragraph('getRange'));
      if (rangeLocation === 'Start') return collapsed(whole.start);
      return rangeLocation === 'End' ? collapsed(whole.end) : whole;
    });
  }

  insertText(text: string, insertLocation: 'Replace' | 'Start' | 'End'): RangeProxy {
    return this.getRange(insertLocation === 'Replace' ? 'Whole' : insertLocation).insertText(text, insertLocation === 'Replace' ? 'Replace' : 'Start');
  }

  insertParagraph(paragraphText: string, insertLocation: 'Before' | 'After'): ParagraphProxy {
    let created: SimParagraph | null = null;
    this.context.enqueue(() => {
      created = this.context.model.insertParagraph(this.paragraph('insertParagraph'), paragraphText, insertLocation);
    });
    return new ParagraphProxy(this.context, () => created);
  }

  search(searchText: string, searchOptions?: { matchCase?: boolean }) {
    return new SimulatedCollection<RangeProxy, SimRange>(
      this.context,
      () => searchParagraphs(checkSearchText(searchText, [this.paragraph('search')]), searchText, searchOptions?.matchCase ?? false),
      (resolve) => new RangeProxy(this.context, resolve),
      'RangeCollection',
    );
  }

  getComments() {
    const model = this.context.model;
    return new SimulatedCollection(
      this.context,
      () => commentsOver(model.comments, [this.paragraph('getComments')], (comment) => commentRange(model, comment)),
      (resolve) => new CommentProxy(this.context, resolve),
      'CommentCollection',
    );
  }

  getTrackedChanges() {
    return new SimulatedCollection(this.context, () => trackedChangesIn([this.paragraph('getTrackedChanges')]), (resolve) => new TrackedChangeProxy(this.context, resolve), 'TrackedChangeCollection');
  }

  select(selectionMode: 'Select' | 'Start' | 'End' = 'Select'): void {
    this.getRange('Whole').select(selectionMode);
  }

  delete(): void {
    this.context.enqueue(() => this.context.model.deleteParagraph(this.paragraph('delete')));
  }

  protected snapshot(paragraph: SimParagraph | null) {
    if (!paragraph) return { isNullObject: true, text: '', uniqueLocalId: '', tableNestingLevel: 0 };
    return {
      isNullObject: false,
      text: fullText(paragraph.runs),
      uniqueLocalId: paragraph.id,
      tableNestingLevel: this.context.model.place(paragraph)?.nestingLevel ?? 0,
    };
  }

  private paragraph(method: string): SimParagraph {
    const paragraph = this.target();
    if (!paragraph) throw officeErrors.itemNotFound(`Paragraph.${method}`);
    return paragraph;
  }
}
