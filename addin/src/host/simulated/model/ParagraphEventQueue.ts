import type { ParagraphEventType } from './types';

export type ParagraphEventListener = (type: ParagraphEventType, uniqueLocalIds: string[]) => void;

/**
 * Word raises paragraph events after the change, asynchronously, one event per type for the paragraphs touched
 * together. Changes recorded in the same turn are batched and delivered on the next timer tick.
 */
export class ParagraphEventQueue {
  private readonly listeners = new Set<ParagraphEventListener>();
  private pending = new Map<ParagraphEventType, Set<string>>();
  private scheduled = false;

  subscribe(listener: ParagraphEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  record(type: ParagraphEventType, id: string): void {
    if (type === 'ParagraphDeleted') this.pending.get('ParagraphChanged')?.delete(id);
    const ids = this.pending.get(type) ?? new Set<string>();
    ids.add(id);
    this.pending.set(type, ids);
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => this.flush(), 0);
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = new Map();
    this.scheduled = false;
    for (const type of ['ParagraphAdded', 'ParagraphChanged', 'ParagraphDeleted'] as const) {
      const ids = batch.get(type);
      if (!ids || ids.size === 0) continue;
      for (const listener of this.listeners) listener(type, [...ids]);
    }
  }
}
