import type {
  CommentAnchor,
  DocumentHost,
  HostBody,
  HostCapabilities,
  HostDocumentIdentity,
  HostParagraphChangesResult,
  HostSelection,
  ParagraphEventListener,
  Unsubscribe,
} from '@arcline/web';

interface Paragraph {
  id: string;
  text: string;
}

/**
 * A DocumentHost over a plain list of paragraphs, for the sync engine's tests: edits fire Word's paragraph events,
 * reads can be made to fail, and every id read is counted.
 */
export class MemoryDocumentHost implements DocumentHost {
  readonly capabilities: HostCapabilities = { wordApiMinorVersion: 6, reviewedText: true, paragraphEvents: true, uniqueLocalId: true, trackedChanges: true, missing: [] };
  readonly paragraphs: Paragraph[];
  identity: HostDocumentIdentity = { creationDate: '2026-01-05T10:00:00.000Z', url: 'https://example.test/Contract.docx' };
  /** Every paragraph id passed to readParagraphTexts, in order. */
  readonly readIds: string[] = [];
  bodyReads = 0;
  private failures = 0;
  private nextId = 1;
  private readonly listeners = new Set<ParagraphEventListener>();

  constructor(texts: readonly string[]) {
    this.paragraphs = texts.map((text) => ({ id: this.newId(), text }));
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  failNextReads(count: number): void {
    this.failures = count;
  }

  async readBody(): Promise<HostBody> {
    this.failIfAsked();
    this.bodyReads += 1;
    return { paragraphs: this.paragraphs.map(({ id }) => ({ id })), tables: [] };
  }

  async readParagraphTexts(paragraphIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    this.failIfAsked();
    this.readIds.push(...paragraphIds);
    const byId = new Map(this.paragraphs.map((paragraph) => [paragraph.id, paragraph.text]));
    return new Map(paragraphIds.flatMap((id) => (byId.has(id) ? [[id, byId.get(id) ?? '']] : [])));
  }

  async readDocumentIdentity(): Promise<HostDocumentIdentity> {
    return this.identity;
  }

  async readSelection(): Promise<HostSelection> {
    const first = this.paragraphs[0]?.id ?? '';
    return { startParagraphId: first, endParagraphId: first, startOffset: 0, endOffset: 0, text: '', changeTrackingMode: 'Off' };
  }

  /** The sync engine never comments; the Office host's own tests cover comments on the simulator. */
  async insertComment(): Promise<CommentAnchor | null> {
    return null;
  }

  async subscribeParagraphEvents(listener: ParagraphEventListener): Promise<Unsubscribe> {
    this.listeners.add(listener);
    return async () => void this.listeners.delete(listener);
  }

  /** The sync engine never edits; the edit engine is tested on the simulated Word instead. */
  async resolveTrackedChanges(): Promise<number> {
    throw new Error('MemoryDocumentHost keeps no tracked changes');
  }

  async applyTrackedChanges(): Promise<HostParagraphChangesResult[]> {
    throw new Error('MemoryDocumentHost does not apply tracked changes');
  }

  async selectText(): Promise<void> {}

  edit(id: string, text: string): void {
    const paragraph = this.paragraphs.find((candidate) => candidate.id === id);
    if (!paragraph) throw new Error(`no paragraph ${id}`);
    paragraph.text = text;
    this.emit('changed', id);
  }

  insertAfter(id: string, text: string): string {
    const index = this.paragraphs.findIndex((candidate) => candidate.id === id);
    const paragraph = { id: this.newId(), text };
    this.paragraphs.splice(index + 1, 0, paragraph);
    this.emit('added', paragraph.id);
    return paragraph.id;
  }

  remove(id: string): void {
    const index = this.paragraphs.findIndex((candidate) => candidate.id === id);
    this.paragraphs.splice(index, 1);
    this.emit('deleted', id);
  }

  private emit(type: 'added' | 'changed' | 'deleted', id: string): void {
    for (const listener of this.listeners) listener({ type, paragraphIds: [id] });
  }

  private failIfAsked(): void {
    if (this.failures === 0) return;
    this.failures -= 1;
    throw new Error('error from word');
  }

  private newId(): string {
    return `{P-${String(this.nextId++).padStart(5, '0')}}`;
  }
}
