import type { ReviewResponsePayload } from '@arcline/shared';

export type DocumentReview = ReviewResponsePayload['review'];

/** What became of a finding's comment: on its passage, or why it has none. */
export type FindingCommentStatus = 'inserted' | 'notFound' | 'nothingToAnchor' | 'failed';

export type ReviewState =
  | { phase: 'idle' }
  | { phase: 'reviewing'; message?: string; progress?: number }
  | { phase: 'notSynced' }
  | { phase: 'failed'; message: string }
  | { phase: 'reviewed'; review: DocumentReview; commenting: boolean; comments: (FindingCommentStatus | undefined)[] | null };

export type ReviewEvent =
  | { type: 'start' }
  | { type: 'progress'; message: string; progress?: number }
  | { type: 'notSynced' }
  | { type: 'failed'; message: string }
  | { type: 'reviewed'; review: DocumentReview }
  | { type: 'commenting' }
  | { type: 'commented'; comments: FindingCommentStatus[] }
  /** One finding's "Add as comment" (a review against a playbook). */
  | { type: 'findingCommented'; index: number; status: FindingCommentStatus }
  | { type: 'close' };

/** Review document in the pane: request → progress → findings (or a failure) → comments inserted on request. */
export function reviewReducer(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'start':
      return { phase: 'reviewing' };
    case 'progress':
      return state.phase === 'reviewing' ? { phase: 'reviewing', message: event.message, progress: event.progress } : state;
    case 'notSynced':
      return state.phase === 'reviewing' ? { phase: 'notSynced' } : state;
    case 'failed':
      return state.phase === 'reviewing' ? { phase: 'failed', message: event.message } : state;
    case 'reviewed':
      return state.phase === 'reviewing' ? { phase: 'reviewed', review: event.review, commenting: false, comments: null } : state;
    case 'commenting':
      return state.phase === 'reviewed' && !state.commenting ? { ...state, commenting: true } : state;
    case 'commented':
      return state.phase === 'reviewed' ? { ...state, commenting: false, comments: event.comments } : state;
    case 'findingCommented': {
      if (state.phase !== 'reviewed') return state;
      const comments = state.comments ? [...state.comments] : state.review.findings.map(() => undefined);
      comments[event.index] = event.status;
      return { ...state, comments };
    }
    case 'close':
      return { phase: 'idle' };
  }
}
