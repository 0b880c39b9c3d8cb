import type { WordComment, WordTrackedChange } from '../../office/wordApi';
import { collapsed, commentRange, type SimTrackedChange } from '../model/ranges';
import type { SimComment } from '../model/types';
import { RangeProxy } from './RangeProxy';
import { SimulatedClientObject } from './SimulatedClientObject';
import { officeErrors } from './SimulatedOfficeError';

export class CommentProxy extends SimulatedClientObject<SimComment> implements WordComment {
  get id(): string {
    return this.loaded('id');
  }

  get content(): string {
    return this.loaded('content');
  }

  get authorName(): string {
    return this.loaded('authorName');
  }

  get creationDate(): Date {
    return this.loaded('creationDate');
  }

  get resolved(): boolean {
    return this.loaded('resolved');
  }

  getRange(): RangeProxy {
    return new RangeProxy(this.context, () => {
      const range = commentRange(this.context.model, this.target());
      if (!range) throw officeErrors.itemNotFound('Comment.getRange');
      return range;
    });
  }

  protected snapshot(comment: SimComment) {
    return { id: comment.id, content: comment.content, authorName: comment.author, creationDate: new Date(comment.date), resolved: comment.resolved };
  }
}

export class TrackedChangeProxy extends SimulatedClientObject<SimTrackedChange> implements WordTrackedChange {
  get author(): string {
    return this.loaded('author');
  }

  get date(): Date {
    return this.loaded('date');
  }

  get text(): string {
    return this.loaded('text');
  }

  get type(): 'Added' | 'Deleted' {
    return this.loaded('type');
  }

  getRange(rangeLocation: 'Whole' | 'Start' | 'End' = 'Whole'): RangeProxy {
    return new RangeProxy(this.context, () => {
      const { paragraph, start, end } = this.target();
      if (rangeLocation === 'Start') return collapsed({ paragraph, offset: start });
      if (rangeLocation === 'End') return collapsed({ paragraph, offset: end });
      return { start: { paragraph, offset: start }, end: { paragraph, offset: end } };
    });
  }

  accept(): void {
    this.settle(true);
  }

  reject(): void {
    this.settle(false);
  }

  protected snapshot(change: SimTrackedChange) {
    return {
      author: change.revision.author,
      date: new Date(change.revision.date),
      text: change.text,
      type: change.revision.type === 'insertion' ? 'Added' : 'Deleted',
    };
  }

  private settle(accept: boolean): void {
    this.context.enqueue(() => {
      const change = this.target();
      this.context.model.resolveRevision(change.paragraph, change.start, change.end, accept);
    });
  }
}
