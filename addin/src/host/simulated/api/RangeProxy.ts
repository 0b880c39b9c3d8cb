import type { InsertLocationName, RangeLocationName, WordFont, WordRange } from '../../office/wordApi';
import { collapsed, comparePositions, rangeText, trackedChangesIn } from '../model/ranges';
import type { SimComment, SimFormatting, SimRange } from '../model/types';
import type { SimulatedContext } from './SimulatedContext';
import { CommentProxy, TrackedChangeProxy } from './annotationProxies';
import { ParagraphProxy } from './ParagraphProxy';
import { SimulatedClientObject, SimulatedCollection } from './SimulatedClientObject';

export class RangeProxy extends SimulatedClientObject<SimRange> implements WordRange {
  readonly paragraphs = new SimulatedCollection(
    this.context,
    () => this.context.model.paragraphsOf(this.target()).map((place) => place.paragraph),
    (resolve) => new ParagraphProxy(this.context, resolve),
    'ParagraphCollection',
  );

  /** Writes only: setting bold or italic formats the range at the next sync. */
  readonly font: WordFont = fontOf(this.context, () => this.target());

  get text(): string {
    return this.loaded('text');
  }

  get isEmpty(): boolean {
    return this.loaded('isEmpty');
  }

  getRange(rangeLocation: RangeLocationName = 'Whole'): RangeProxy {
    return new RangeProxy(this.context, () => {
      const range = this.target();
      if (rangeLocation === 'Start' || rangeLocation === 'Before') return collapsed(range.start);
      return rangeLocation === 'End' || rangeLocation === 'After' ? collapsed(range.end) : range;
    });
  }

  expandTo(range: RangeProxy): RangeProxy {
    return new RangeProxy(this.context, () => {
      const document = this.context.model;
      const [a, b] = [this.target(), range.target()];
      return {
        start: comparePositions(document, a.start, b.start) <= 0 ? a.start : b.start,
        end: comparePositions(document, a.end, b.end) >= 0 ? a.end : b.end,
      };
    });
  }

  insertText(text: string, insertLocation: InsertLocationName): RangeProxy {
    let inserted: SimRange | null = null;
    this.context.enqueue(() => {
      const document = this.context.model;
      const range = this.target();
      if (insertLocation === 'Replace') inserted = document.insertText(document.deleteRange(range), text);
      else inserted = document.insertText(insertLocation === 'Start' || insertLocation === 'Before' ? range.start : range.end, text);
    });
    return new RangeProxy(this.context, () => inserted ?? this.target());
  }

  insertComment(commentText: string): CommentProxy {
    let created: SimComment | null = null;
    this.context.enqueue(() => {
      created = this.context.model.addComment(this.target(), commentText);
    });
    return new CommentProxy(this.context, () => created as unknown as SimComment);
  }

  getTrackedChanges() {
    return new SimulatedCollection(
      this.context,
      () => {
        const range = this.target();
        return trackedChangesIn(this.context.model.paragraphsOf(range).map((place) => place.paragraph)).filter(
          (change) =>
            (change.paragraph !== range.start.paragraph || change.end > range.start.offset) &&
            (change.paragraph !== range.end.paragraph || change.start < range.end.offset),
        );
      },
      (resolve) => new TrackedChangeProxy(this.context, resolve),
      'TrackedChangeCollection',
    );
  }

  select(selectionMode: 'Select' | 'Start' | 'End' = 'Select'): void {
    this.context.enqueue(() => {
      const range = this.target();
      this.context.model.select(selectionMode === 'Select' ? range : collapsed(selectionMode === 'Start' ? range.start : range.end));
    });
  }

  delete(): void {
    this.context.enqueue(() => this.context.model.deleteRange(this.target()));
  }

  protected snapshot(range: SimRange) {
    return {
      text: rangeText(this.context.model, range),
      isEmpty: range.start.paragraph === range.end.paragraph && range.start.offset === range.end.offset,
    };
  }
}

function fontOf(context: SimulatedContext, range: () => SimRange): WordFont {
  const format = (formatting: SimFormatting) => context.enqueue(() => context.model.formatRange(range(), formatting));
  return {
    get bold(): boolean {
      throw new Error('The simulated Word does not read formatting back.');
    },
    set bold(bold: boolean) {
      format({ bold });
    },
    get italic(): boolean {
      throw new Error('The simulated Word does not read formatting back.');
    },
    set italic(italic: boolean) {
      format({ italic });
    },
  };
}
