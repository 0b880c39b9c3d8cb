import type { WordContext } from '../../office/wordApi';
import type { SimulatedDocument } from '../model/SimulatedDocument';
import { DocumentProxy } from './DocumentProxy';
import { SimulatedOfficeError, officeErrors } from './SimulatedOfficeError';

/**
 * A request context as in Office.js: reads (`load`) and writes are queued on the proxies and carried out in order at
 * `sync()`, which is asynchronous like Word's round trip. Loaded values are snapshots taken at that sync.
 */
export class SimulatedContext implements WordContext {
  readonly document: DocumentProxy;
  private queue: Array<() => void> = [];

  /** `roundTrip`: the wait of Word's round trip (a macrotask by default). */
  constructor(
    readonly model: SimulatedDocument,
    private readonly roundTrip: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
  ) {
    this.document = new DocumentProxy(this, () => model);
  }

  enqueue(operation: () => void): void {
    this.queue.push(operation);
  }

  async sync<T>(passThroughValue?: T): Promise<T> {
    const operations = this.queue;
    this.queue = [];
    await this.roundTrip();
    for (const operation of operations) {
      try {
        operation();
      } catch (error) {
        throw error instanceof SimulatedOfficeError ? error : officeErrors.generalException('sync', (error as Error).message);
      }
    }
    return passThroughValue as T;
  }
}
