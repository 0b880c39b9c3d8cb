import type { OfficeApi } from '../office/wordApi';
import { SimulatedContext } from './api/SimulatedContext';
import type { SimulatedDocument } from './model/SimulatedDocument';

export interface SimulatedOfficeOptions {
  /** The highest WordApi requirement set this simulated Word supports (default '1.6'); lower it to play an older Word. */
  wordApiVersion?: string;
  /**
   * How a `context.sync()` waits for its round trip: a macrotask by default, as Word answers later; tests on a
   * manual clock pass a microtask so that a batch completes within one turn of the clock.
   */
  roundTrip?: () => Promise<void>;
}

/**
 * `Word` and `Office` for one simulated document, as the add-in sees them in real Word: `Word.run` runs a batch
 * on a fresh request context and syncs it at the end; `Office.context` answers the file URL and requirement sets.
 */
export function createSimulatedOffice(document: SimulatedDocument, options: SimulatedOfficeOptions = {}): OfficeApi {
  const supported = options.wordApiVersion ?? '1.6';
  return {
    Word: {
      async run(batch) {
        const context = new SimulatedContext(document, options.roundTrip);
        const result = await batch(context);
        await context.sync();
        return result;
      },
    },
    Office: {
      context: {
        document: {
          get url() {
            return document.url;
          },
        },
        requirements: {
          isSetSupported: (name: string, minVersion: string | number = '1.1') => name === 'WordApi' && compareVersions(String(minVersion), supported) <= 0,
        },
      },
    },
  };
}

function compareVersions(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}
