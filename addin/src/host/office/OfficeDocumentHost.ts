import { WORD_DATA_ERRORS } from '@arcline/shared';
import {
  DocumentHostError,
  type CommentAnchor,
  type CommentRequest,
  type DocumentHost,
  type HostBody,
  type HostCapabilities,
  type HostDocumentIdentity,
  type HostParagraphChanges,
  type HostParagraphChangesResult,
  type HostParagraphMarkup,
  type HostSelection,
  type HostTextRange,
  type HostTrackedParagraph,
  type ParagraphEventListener,
  type Unsubscribe,
} from '@arcline/web';
import { applyParagraphChanges, findRange } from './applyParagraphChanges';
import { detectCapabilities } from './detectCapabilities';
import { insertComment } from './insertComment';
import { readBodyStructure } from './readBodyStructure';
import { readMarkup, trackedChangeType } from './readMarkup';
import type { ChangeTrackingModeName, OfficeApi, WordContext, WordEventHandlerResult, WordParagraph, WordTrackedChange } from './wordApi';

/**
 * The DocumentHost of the add-in in Word, on Office.js (`realOfficeApi()`) or on the simulator
 * (`createSimulatedOffice(document)`): the same code runs against both. Failures become DocumentHostErrors: Word's
 * own errors 'error from word', a cursor where Word shares no location 'no cursor', anything else 'internal error'.
 */
export class OfficeDocumentHost implements DocumentHost {
  readonly capabilities: HostCapabilities;

  constructor(private readonly office: OfficeApi) {
    this.capabilities = detectCapabilities(office.Office.context.requirements);
  }

  async readBody(): Promise<HostBody> {
    this.require('uniqueLocalId', 'host/read-body');
    return this.run('host/read-body', async (context) => {
      const [body] = await readBodyStructure(context, [{ body: context.document.body, level: 0 }]);
      return body as HostBody;
    });
  }

  async readParagraphTexts(paragraphIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    this.require('uniqueLocalId', 'host/read-texts');
    return this.run('host/read-texts', async (context) => {
      const wanted = new Set(paragraphIds);
      const paragraphs = context.document.body.paragraphs.load('items/uniqueLocalId');
      await context.sync();
      const found = paragraphs.items.filter((paragraph) => wanted.has(paragraph.uniqueLocalId));
      const texts = found.map((paragraph) => this.reviewedText(paragraph));
      await context.sync();
      return new Map(found.map((paragraph, index) => [paragraph.uniqueLocalId, (texts[index] as () => string)()]));
    });
  }

  readDocumentIdentity(): Promise<HostDocumentIdentity> {
    return this.run('host/read-identity', async (context) => {
      const properties = context.document.properties.load('creationDate');
      await context.sync();
      // Not `instanceof Date`: the playground's Word lives in another window, whose Dates are of another realm.
      const time = properties.creationDate ? new Date(properties.creationDate).getTime() : Number.NaN;
      return {
        creationDate: Number.isNaN(time) ? null : new Date(time).toISOString(),
        url: this.office.Office.context.document.url ?? '',
      };
    });
  }

  readSelection(): Promise<HostSelection> {
    return this.run('host/read-selection', async (context) => {
      const document = context.document.load('changeTrackingMode');
      const selection = document.getSelection().load('text');
      const paragraphs = selection.paragraphs.load('items/uniqueLocalId,items/tableNestingLevel');
      await context.sync();
      const first = paragraphs.items[0];
      const last = paragraphs.items[paragraphs.items.length - 1];
      if (!first || !last) throw new DocumentHostError(WORD_DATA_ERRORS.noCursor, 'host/read-selection');
      const beforeStart = first.getRange('Start').expandTo(selection.getRange('Start')).load('text');
      const beforeEnd = last.getRange('Start').expandTo(selection.getRange('End')).load('text');
      try {
        await context.sync();
      } catch (error) {
        // Word cannot measure a selection of cells cut out of tables: it is hidden inside them.
        if (paragraphs.items.some((paragraph) => paragraph.tableNestingLevel > 0)) throw new DocumentHostError(WORD_DATA_ERRORS.hiddenInTables, 'host/read-selection', { cause: error });
        throw error;
      }
      return {
        startParagraphId: first.uniqueLocalId,
        endParagraphId: last.uniqueLocalId,
        startOffset: beforeStart.text.length,
        endOffset: beforeEnd.text.length,
        text: selection.text,
        changeTrackingMode: document.changeTrackingMode as ChangeTrackingModeName,
      };
    });
  }

  async subscribeParagraphEvents(listener: ParagraphEventListener): Promise<Unsubscribe> {
    if (!this.capabilities.paragraphEvents) return async () => {};
    const registrations = await this.run('host/subscribe-events', async (context) => {
      const { document } = context;
      const added = document.onParagraphAdded.add(async (args) => listener({ type: 'added', paragraphIds: args.uniqueLocalIds }));
      const changed = document.onParagraphChanged.add(async (args) => listener({ type: 'changed', paragraphIds: args.uniqueLocalIds }));
      const deleted = document.onParagraphDeleted.add(async (args) => listener({ type: 'deleted', paragraphIds: args.uniqueLocalIds }));
      await context.sync();
      return [added, changed, deleted];
    });
    return () => this.unsubscribe(registrations);
  }

  insertComment(request: CommentRequest): Promise<CommentAnchor | null> {
    return this.run('host/insert-comment', (context) => insertComment(context, request, { acrossTrackedChanges: this.capabilities.trackedChanges }));
  }

  async applyTrackedChanges(edits: readonly HostParagraphChanges[]): Promise<HostParagraphChangesResult[]> {
    this.require('uniqueLocalId', 'host/apply-edits');
    return this.run('host/apply-edits', async (context) => {
      const document = context.document.load('changeTrackingMode');
      await context.sync();
      const previousMode = document.changeTrackingMode;
      document.changeTrackingMode = 'TrackAll';
      try {
        await context.sync();
        const results: HostParagraphChangesResult[] = [];
        for (const edit of edits) results.push(await applyParagraphChanges(context, edit, (paragraph) => this.reviewedText(paragraph)));
        return results;
      } finally {
        document.changeTrackingMode = previousMode;
        await context.sync();
      }
    });
  }

  async resolveTrackedChanges(paragraphIds: readonly string[], action: 'accept' | 'reject', pick: (paragraph: HostTrackedParagraph) => readonly number[]): Promise<number> {
    this.require('trackedChanges', 'host/resolve-changes');
    return this.run('host/resolve-changes', async (context) => {
      const wanted = new Set(paragraphIds);
      const paragraphs = context.document.body.paragraphs.load('items/uniqueLocalId');
      await context.sync();
      const lists = paragraphs.items
        .filter((paragraph) => wanted.has(paragraph.uniqueLocalId))
        .map((paragraph) => ({
          id: paragraph.uniqueLocalId,
          original: paragraph.getReviewedText('Original'),
          changes: paragraph.getTrackedChanges().load('items/type,items/text'),
        }));
      await context.sync();
      let resolved = 0;
      for (const { id, original, changes } of lists) {
        const listed = changes.items.map((change) => ({ type: trackedChangeType(change.type), text: change.text }));
        const picked = new Set(pick({ id, originalText: original.value, changes: listed }));
        // From the paragraph's end, so that resolving one change leaves the places of the others as they are.
        for (let index = changes.items.length - 1; index >= 0; index -= 1) {
          if (!picked.has(index)) continue;
          const change = changes.items[index] as WordTrackedChange;
          if (action === 'accept') change.accept();
          else change.reject();
          resolved += 1;
        }
      }
      await context.sync();
      return resolved;
    });
  }

  async readTrackedChanges(paragraphIds: readonly string[]): Promise<ReadonlyMap<string, HostParagraphMarkup>> {
    if (!this.capabilities.trackedChanges || paragraphIds.length === 0) return new Map();
    return this.run('host/read-tracked-changes', async (context) => {
      const wanted = new Set(paragraphIds);
      const paragraphs = context.document.body.paragraphs.load('items/uniqueLocalId');
      await context.sync();
      const markups = await readMarkup(context, paragraphs.items.filter((paragraph) => wanted.has(paragraph.uniqueLocalId)));
      return new Map([...markups].map(([paragraph, markup]) => [paragraph.uniqueLocalId, markup]));
    });
  }

  async selectText(paragraphId: string, range?: HostTextRange): Promise<void> {
    this.require('uniqueLocalId', 'host/select');
    return this.run('host/select', async (context) => {
      const paragraph = context.document.getParagraphByUniqueLocalId(paragraphId);
      const found = range ? findRange(paragraph, range) : null;
      await context.sync();
      const target = found?.() ?? paragraph;
      target.select();
      await context.sync();
    });
  }

  private async unsubscribe(registrations: WordEventHandlerResult[]): Promise<void> {
    try {
      for (const registration of registrations) registration.remove();
      await registrations[0]?.context.sync();
    } catch (error) {
      throw hostError(error, 'host/unsubscribe-events');
    }
  }

  /** The Current reviewed text where WordApi 1.4 offers it, else Word's text (tracked deletions included). */
  private reviewedText(paragraph: WordParagraph): () => string {
    if (this.capabilities.reviewedText) {
      const result = paragraph.getReviewedText('Current');
      return () => result.value;
    }
    paragraph.load('text');
    return () => paragraph.text;
  }

  private require(feature: 'uniqueLocalId' | 'trackedChanges', location: string): void {
    if (!this.capabilities[feature]) throw new DocumentHostError(WORD_DATA_ERRORS.wordError, location, { cause: new Error(this.capabilities.missing.join(' ')) });
  }

  private async run<T>(location: string, batch: (context: WordContext) => Promise<T>): Promise<T> {
    try {
      return await this.office.Word.run(batch);
    } catch (error) {
      throw hostError(error, location);
    }
  }
}

function hostError(error: unknown, location: string): DocumentHostError {
  if (error instanceof DocumentHostError) return error;
  const fromWord = typeof error === 'object' && error !== null && 'code' in error && 'debugInfo' in error;
  return new DocumentHostError(fromWord ? WORD_DATA_ERRORS.wordError : WORD_DATA_ERRORS.internalError, location, { cause: error });
}
