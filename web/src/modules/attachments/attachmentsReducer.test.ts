import { describe, expect, it } from 'vitest';
import { attachmentsReducer, completedAttachmentIds, isProcessing, sortAttachments, type ClientAttachment } from './attachmentsReducer';

const added = (clientSideId: string, name: string, uploadedAt: number) =>
  ({ type: 'added', attachment: { clientSideId, name, size: 10, type: 'text/plain', uploadedAt } }) as const;

describe('attachmentsReducer', () => {
  it('goes UPLOADING → QUEUED → PROCESSING → COMPLETED through the server statuses', () => {
    let state: ClientAttachment[] = [];
    state = attachmentsReducer(state, added('c1', 'a.txt', 1));
    expect(state[0]!.status).toBe('UPLOADING');
    state = attachmentsReducer(state, { type: 'uploadRequested', clientSideId: 'c1', attachmentId: 'a1', md5: 'm', duplicate: false });
    expect(state[0]).toMatchObject({ status: 'UPLOADING', attachmentId: 'a1' });
    state = attachmentsReducer(state, { type: 'uploaded', clientSideId: 'c1' });
    expect(isProcessing(state[0]!)).toBe(true);
    state = attachmentsReducer(state, { type: 'statusesReceived', results: [{ attachmentId: 'a1', status: 'PROCESSING', error: null }] });
    expect(state[0]!.status).toBe('PROCESSING');
    state = attachmentsReducer(state, { type: 'statusesReceived', results: [{ attachmentId: 'a1', status: 'COMPLETED', error: null }] });
    expect(completedAttachmentIds(state)).toEqual(['a1']);
  });

  it('marks a duplicate COMPLETED at once', () => {
    const state = attachmentsReducer([], added('c1', 'a.txt', 1));
    const next = attachmentsReducer(state, { type: 'uploadRequested', clientSideId: 'c1', attachmentId: 'a9', md5: 'm', duplicate: true });
    expect(next[0]).toMatchObject({ status: 'COMPLETED', attachmentId: 'a9' });
  });

  it('joins the error texts of a failure and takes the server error of a FAILED status', () => {
    let state = attachmentsReducer([], added('c1', 'a.txt', 1));
    state = attachmentsReducer(state, added('c2', 'b.docx', 2));
    state = attachmentsReducer(state, { type: 'failed', clientSideId: 'c1', errors: ['Upload request failed', 'Bad request.'] });
    expect(state[0]).toMatchObject({ status: 'FAILED', error: 'Upload request failed Bad request.' });
    state = attachmentsReducer(state, { type: 'uploadRequested', clientSideId: 'c2', attachmentId: 'a2', md5: 'm', duplicate: false });
    state = attachmentsReducer(state, { type: 'statusesReceived', results: [{ attachmentId: 'a2', status: 'FAILED', error: 'not a docx' }] });
    expect(state[1]).toMatchObject({ status: 'FAILED', error: 'not a docx' });
    expect(completedAttachmentIds(state)).toEqual([]);
  });

  it('sorts by uploadedAt descending, then name, then clientSideId', () => {
    let state: ClientAttachment[] = [];
    for (const [id, name, at] of [['c3', 'b', 1], ['c1', 'a', 1], ['c2', 'a', 1], ['c4', 'z', 5]] as const) {
      state = attachmentsReducer(state, added(id, name, at));
    }
    expect(sortAttachments(state).map((item) => item.clientSideId)).toEqual(['c4', 'c1', 'c2', 'c3']);
  });

  it('removes and clears', () => {
    let state = attachmentsReducer([], added('c1', 'a', 1));
    state = attachmentsReducer(state, added('c2', 'b', 1));
    expect(attachmentsReducer(state, { type: 'removed', clientSideId: 'c1' }).map((item) => item.clientSideId)).toEqual(['c2']);
    expect(attachmentsReducer(state, { type: 'cleared' })).toEqual([]);
  });
});
