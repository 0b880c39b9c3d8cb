import type { TrackedDetails } from '../../usage/createUsageTracker';

/** What a prompt in Word is about: the selection (and the parts around it) or the whole document. */
export type ChatContextScope = 'selection' | 'document';

export interface ChatContextStore {
  get(): ChatContextScope;
  /** A change by the user: recorded as the user action change-context (spec 01 §7); the same scope again is none. */
  change(scope: ChatContextScope, documentData?: TrackedDetails['documentData']): void;
  subscribe(listener: () => void): () => void;
}

export function createChatContextStore(track: (details: TrackedDetails) => void, initial: ChatContextScope = 'selection'): ChatContextStore {
  let scope = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => scope,
    change(next, documentData) {
      if (next === scope) return;
      scope = next;
      track(documentData ? { documentData } : {});
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
