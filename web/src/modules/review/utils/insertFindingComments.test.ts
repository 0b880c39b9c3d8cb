import { describe, expect, it } from 'vitest';
import type { ReviewFindingPayload } from '@arcline/shared';
import type { CommentRequest } from '../../document/documentHost';
import { findingCommentText, insertFindingComments } from './insertFindingComments';

const finding = (overrides: Partial<ReviewFindingPayload>): ReviewFindingPayload => ({
  severity: 'medium',
  title: 'Title',
  explanation: 'Why it matters.',
  paragraphIds: ['p-1'],
  ...overrides,
});

describe('review findings as Word comments', () => {
  it('writes the finding and its suggested change into the comment', () => {
    expect(findingCommentText(finding({ suggestion: 'Say "thirty (30) days".' }))).toBe('Title\nWhy it matters.\nSuggested change: Say "thirty (30) days".');
    expect(findingCommentText(finding({}))).toBe('Title\nWhy it matters.');
  });

  it('reports for each finding where its comment went, in order', async () => {
    const requests: CommentRequest[] = [];
    const host = {
      async insertComment(request: CommentRequest) {
        requests.push(request);
        if (request.quote === 'gone') return null;
        if (request.quote === 'boom') throw new Error('Word failed');
        return { paragraphId: request.paragraphIds[0] ?? '', text: request.quote ?? '' };
      },
    };
    const statuses = await insertFindingComments(host, [
      finding({ quote: 'thirty (20) days' }),
      finding({ paragraphIds: [], quote: undefined, title: 'No governing law clause' }),
      finding({ quote: 'gone' }),
      finding({ quote: 'boom' }),
      finding({ quote: undefined }),
    ]);
    expect(statuses).toEqual(['inserted', 'nothingToAnchor', 'notFound', 'failed', 'inserted']);
    expect(requests.map((request) => request.quote)).toEqual(['thirty (20) days', 'gone', 'boom', undefined]);
  });
});
