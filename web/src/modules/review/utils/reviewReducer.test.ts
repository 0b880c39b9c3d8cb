import { describe, expect, it } from 'vitest';
import { reviewReducer, type ReviewState } from './reviewReducer';

const review = { summary: 'Two findings.', findings: [], engine: 'local' as const };

describe('reviewReducer', () => {
  it('goes from the request through progress to the findings, then to the comments', () => {
    let state: ReviewState = reviewReducer({ phase: 'idle' }, { type: 'start' });
    state = reviewReducer(state, { type: 'progress', message: 'Reasoning', progress: 50 });
    expect(state).toEqual({ phase: 'reviewing', message: 'Reasoning', progress: 50 });
    state = reviewReducer(state, { type: 'reviewed', review });
    expect(state).toEqual({ phase: 'reviewed', review, commenting: false, comments: null });
    state = reviewReducer(state, { type: 'commenting' });
    expect(reviewReducer(state, { type: 'commenting' })).toBe(state);
    state = reviewReducer(state, { type: 'commented', comments: ['inserted'] });
    expect(state).toEqual({ phase: 'reviewed', review, commenting: false, comments: ['inserted'] });
  });

  it('ignores late answers after the panel was closed, and a failure once reviewed', () => {
    const closed = reviewReducer({ phase: 'reviewing' }, { type: 'close' });
    expect(reviewReducer(closed, { type: 'reviewed', review })).toEqual({ phase: 'idle' });
    const reviewed = reviewReducer({ phase: 'reviewing' }, { type: 'reviewed', review });
    expect(reviewReducer(reviewed, { type: 'failed', message: 'x' })).toBe(reviewed);
    expect(reviewReducer({ phase: 'reviewing' }, { type: 'notSynced' })).toEqual({ phase: 'notSynced' });
  });
});
