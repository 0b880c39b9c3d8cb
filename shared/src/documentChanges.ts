import type { DocumentChange, DocumentPart } from './chat';

interface PartNode<T extends DocumentPart> {
  part: T | DocumentPart;
  prev: PartNode<T> | null;
  next: PartNode<T> | null;
}

/**
 * The parts a document has after an incremental update (spec 01 §3 change events), as the server applies it: a deleted
 * part goes; a part with `previousPartId` is put right after that part (first when null), whether it is new or moved;
 * a part without one is changed where it is (a new one, from a client that sends no position, goes last). Applied in
 * the order given, so a client lists its placed parts in document order and each one's neighbour is already in place.
 * Linear in the number of parts and changes. Parts no change touches come back as the same objects.
 */
export function applyDocumentChanges<T extends DocumentPart>(parts: readonly T[], changes: readonly DocumentChange[]): (T | DocumentPart)[] {
  const list = new PartList(parts);
  for (const change of changes) {
    if (change.type === 'deleted') {
      list.remove(change.paragraphId);
      continue;
    }
    const part: DocumentPart = {
      partId: change.paragraphId,
      content: change.newText,
      ...(change.cellParagraphs ? { cellParagraphs: change.cellParagraphs } : {}),
    };
    if (change.previousPartId === undefined || change.previousPartId === change.paragraphId) list.replace(part);
    else list.place(part, change.previousPartId);
  }
  return list.toArray();
}

/** A doubly linked list of parts with an index by id (a full upload may hold two parts with one id: the last wins). */
class PartList<T extends DocumentPart> {
  private head: PartNode<T> | null = null;
  private tail: PartNode<T> | null = null;
  private readonly byId = new Map<string, PartNode<T>>();

  constructor(parts: readonly T[]) {
    for (const part of parts) this.insertAfter(this.newNode(part), this.tail);
  }

  remove(partId: string): void {
    const node = this.byId.get(partId);
    if (!node) return;
    this.unlink(node);
    this.byId.delete(partId);
  }

  /** Changes a part where it is, or appends it when it is new. */
  replace(part: DocumentPart): void {
    const node = this.byId.get(part.partId);
    if (node) node.part = part;
    else this.insertAfter(this.newNode(part), this.tail);
  }

  /** Puts a part right after `previousPartId` (first when null; last when that part is unknown). */
  place(part: DocumentPart, previousPartId: string | null): void {
    const existing = this.byId.get(part.partId);
    if (existing) {
      this.unlink(existing);
      existing.part = part;
    }
    const node = existing ?? this.newNode(part);
    const anchor = previousPartId === null ? null : (this.byId.get(previousPartId) ?? this.tail);
    this.insertAfter(node, anchor);
  }

  toArray(): (T | DocumentPart)[] {
    const parts: (T | DocumentPart)[] = [];
    for (let node = this.head; node; node = node.next) parts.push(node.part);
    return parts;
  }

  private newNode(part: T | DocumentPart): PartNode<T> {
    const node: PartNode<T> = { part, prev: null, next: null };
    this.byId.set(part.partId, node);
    return node;
  }

  /** Links a node in after `anchor`, or at the start when anchor is null. */
  private insertAfter(node: PartNode<T>, anchor: PartNode<T> | null): void {
    node.prev = anchor;
    node.next = anchor ? anchor.next : this.head;
    if (node.next) node.next.prev = node;
    else this.tail = node;
    if (anchor) anchor.next = node;
    else this.head = node;
  }

  private unlink(node: PartNode<T>): void {
    if (node.prev) node.prev.next = node.next;
    else this.head = node.next;
    if (node.next) node.next.prev = node.prev;
    else this.tail = node.prev;
    node.prev = null;
    node.next = null;
  }
}
