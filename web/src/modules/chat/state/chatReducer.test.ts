import { describe, expect, it } from 'vitest';
import { CHAT_ERROR_MESSAGE } from '@arcline/shared';
import { buildChatMessage } from '../utils/buildChatMessage';
import { chatReducer } from './chatReducer';

describe('chatReducer', () => {
  const prompt = buildChatMessage.prompt('What does clause 4 say?');
  const waiting = buildChatMessage.waiting();
  const started = chatReducer([], { type: 'addPromptWithWaiting', prompt, waiting });

  it('adds the prompt and its waiting item together', () => {
    expect(started).toEqual([prompt, waiting]);
    expect(waiting).toMatchObject({ agent: 'casei-addin', type: 'waiting', message: 'Gathering data' });
  });

  it('updates the waiting item with progress, and nothing else', () => {
    const updated = chatReducer(started, { type: 'updateWaiting', waitingId: waiting.id, message: 'Reasoning', progress: 50 });
    expect(updated[1]).toMatchObject({ type: 'waiting', message: 'Reasoning', progress: 50 });
    expect(updated[0]).toBe(prompt);
    expect(chatReducer(started, { type: 'updateWaiting', waitingId: prompt.id, message: 'x' })).toEqual(started);
  });

  it('replaces the waiting item with the answer, an error or an action', () => {
    const answer = buildChatMessage.answer('Clause 4 limits liability.');
    expect(chatReducer(started, { type: 'replaceWaiting', waitingId: waiting.id, replacement: answer })).toEqual([prompt, answer]);
    const error = buildChatMessage.error(CHAT_ERROR_MESSAGE);
    expect(chatReducer(started, { type: 'replaceWaiting', waitingId: waiting.id, replacement: error })).toEqual([prompt, error]);
  });

  it('turns an applied insert or modify item successful, touching nothing else', () => {
    const action = buildChatMessage.wordAction({ type: 'insert', responseText: 'Added', textToInsert: ' x', insertPositionParagraphId: 'p1', insertPositionOffset: 0, paragraphText: '' });
    const answered = chatReducer(started, { type: 'replaceWaiting', waitingId: waiting.id, replacement: action });
    expect(answered[1]).toMatchObject({ type: 'insert', applicationStatus: 'failed' });
    const applied = chatReducer(answered, { type: 'updateMessage', id: action.id, patch: { applicationStatus: 'successful', applying: false } });
    expect(applied[1]).toMatchObject({ id: action.id, type: 'insert', applicationStatus: 'successful', applying: false, textToInsert: ' x' });
    expect(applied[0]).toBe(prompt);
  });

  it('inserts new items before the waiting item', () => {
    const progressNote = buildChatMessage.answer('Reading the attachments');
    expect(chatReducer(started, { type: 'insertBeforeWaiting', waitingId: waiting.id, message: progressNote })).toEqual([
      prompt,
      progressNote,
      waiting,
    ]);
  });

  it('appends when the waiting item is gone, and ignores a late reply after a clear', () => {
    const note = buildChatMessage.answer('late note');
    expect(chatReducer([prompt], { type: 'insertBeforeWaiting', waitingId: waiting.id, message: note })).toEqual([prompt, note]);
    const cleared = chatReducer(started, { type: 'clear' });
    expect(cleared).toEqual([]);
    expect(chatReducer(cleared, { type: 'replaceWaiting', waitingId: waiting.id, replacement: note })).toEqual([]);
  });
});
