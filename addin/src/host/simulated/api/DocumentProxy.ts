import type { WordDocument, WordEventHandlerResult, WordEventHandlers } from '../../office/wordApi';
import type { SimulatedDocument } from '../model/SimulatedDocument';
import type { ParagraphEventType } from '../model/types';
import { BodyProxy } from './BodyProxy';
import { ParagraphProxy } from './ParagraphProxy';
import { RangeProxy } from './RangeProxy';
import { SimulatedClientObject } from './SimulatedClientObject';
import type { SimulatedContext } from './SimulatedContext';
import { officeErrors } from './SimulatedOfficeError';

export class DocumentProxy extends SimulatedClientObject<SimulatedDocument> implements WordDocument {
  readonly body = new BodyProxy(this.context, () => ({ blocks: this.target().blocks, nestingLevel: 0 }));
  readonly properties = new DocumentPropertiesProxy(this.context, () => this.target());
  readonly onParagraphAdded = new ParagraphEventHandlers(this.context, 'ParagraphAdded');
  readonly onParagraphChanged = new ParagraphEventHandlers(this.context, 'ParagraphChanged');
  readonly onParagraphDeleted = new ParagraphEventHandlers(this.context, 'ParagraphDeleted');

  get changeTrackingMode(): SimulatedDocument['changeTrackingMode'] {
    return this.loaded('changeTrackingMode');
  }

  set changeTrackingMode(mode: SimulatedDocument['changeTrackingMode']) {
    this.context.enqueue(() => {
      this.target().changeTrackingMode = mode;
    });
  }

  getSelection(): RangeProxy {
    return new RangeProxy(this.context, () => {
      const selection = this.target().selection;
      if (!selection) throw officeErrors.generalException('Document.getSelection', 'There is no selection in the document.');
      return selection;
    });
  }

  getParagraphByUniqueLocalId(id: string): ParagraphProxy {
    return new ParagraphProxy(this.context, () => {
      const paragraph = this.target().findParagraph(id);
      if (!paragraph) throw officeErrors.itemNotFound('Document.getParagraphByUniqueLocalId');
      return paragraph;
    });
  }

  protected snapshot(document: SimulatedDocument) {
    return { changeTrackingMode: document.changeTrackingMode };
  }
}

class DocumentPropertiesProxy extends SimulatedClientObject<SimulatedDocument> {
  get creationDate(): Date {
    return this.loaded('creationDate');
  }

  get author(): string {
    return this.loaded('author');
  }

  protected snapshot(document: SimulatedDocument) {
    return { creationDate: new Date(document.creationDate), author: document.author };
  }
}

/** onParagraphAdded / Changed / Deleted: registered at the next sync, like Office.js. */
class ParagraphEventHandlers implements WordEventHandlers<Word.ParagraphAddedEventArgs> {
  constructor(
    private readonly context: SimulatedContext,
    private readonly type: ParagraphEventType,
  ) {}

  add(handler: (args: Word.ParagraphAddedEventArgs) => Promise<unknown>): WordEventHandlerResult {
    let unsubscribe: (() => void) | null = null;
    this.context.enqueue(() => {
      unsubscribe = this.context.model.subscribe((type, uniqueLocalIds) => {
        if (type === this.type) void handler({ type, uniqueLocalIds, source: 'Local' });
      });
    });
    return {
      context: this.context,
      remove: () => this.context.enqueue(() => unsubscribe?.()),
    };
  }
}
