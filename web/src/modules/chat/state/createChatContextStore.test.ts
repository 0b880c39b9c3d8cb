import { describe, expect, it } from 'vitest';
import type { TrackedDetails } from '../../usage/createUsageTracker';
import { createChatContextStore } from './createChatContextStore';

describe('the chat context in Word', () => {
  it('records each change of scope as a change-context user action with the document, and tells its listeners', () => {
    const tracked: TrackedDetails[] = [];
    const store = createChatContextStore((details) => tracked.push(details));
    let heard = 0;
    store.subscribe(() => heard++);
    expect(store.get()).toBe('selection');
    store.change('document', { documentId: 'doc-1', changeTrackingMode: 'TrackAll' });
    store.change('document', { documentId: 'doc-1', changeTrackingMode: 'TrackAll' });
    store.change('selection');
    expect(store.get()).toBe('selection');
    expect(tracked).toEqual([{ documentData: { documentId: 'doc-1', changeTrackingMode: 'TrackAll' } }, {}]);
    expect(heard).toBe(2);
  });
});
