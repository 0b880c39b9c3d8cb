import { describe, expect, it } from 'vitest';
import type { EditResolutionAction } from '@arcline/shared';
import { stillPossible } from './useEditResolution';

const ACTIONS: EditResolutionAction[] = ['accept', 'reject', 'undo'];
const possibleAfter = (resolution: Parameters<typeof stillPossible>[0]) => ACTIONS.filter((action) => stillPossible(resolution, action));

describe('stillPossible: the buttons of an AI edit once it is resolved (issue 29 finding 6)', () => {
  it('offers everything before any resolution and after a failed one', () => {
    expect(possibleAfter(undefined)).toEqual(ACTIONS);
    expect(possibleAfter({ action: 'accept', result: 'failed', message: 'The paragraph was changed.' })).toEqual(ACTIONS);
  });

  it('offers nothing once the edit is rejected or undone', () => {
    expect(possibleAfter({ action: 'reject', result: 'done' })).toEqual([]);
    expect(possibleAfter({ action: 'undo', result: 'done' })).toEqual([]);
    expect(possibleAfter({ action: 'undo', result: 'nothing' })).toEqual([]);
  });

  it('offers only Undo once the edit is accepted, or its tracked changes were handled in Word already', () => {
    expect(possibleAfter({ action: 'accept', result: 'done' })).toEqual(['undo']);
    expect(possibleAfter({ action: 'accept', result: 'nothing' })).toEqual(['undo']);
    expect(possibleAfter({ action: 'reject', result: 'nothing' })).toEqual(['undo']);
  });
});
