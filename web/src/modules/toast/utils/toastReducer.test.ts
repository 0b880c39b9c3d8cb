import { describe, expect, it } from 'vitest';
import { toastReducer, type ToastItem } from './toastReducer';

const item = (id: string): ToastItem => ({ id, title: `toast ${id}`, variant: 'default', open: true });

describe('toastReducer', () => {
  it('keeps one toast at a time, the newest', () => {
    let state = toastReducer({ toasts: [] }, { type: 'add', toast: item('1') });
    state = toastReducer(state, { type: 'add', toast: item('2') });
    expect(state.toasts.map((toast) => toast.id)).toEqual(['2']);
  });

  it('closes a dismissed toast and removes it later', () => {
    let state = toastReducer({ toasts: [] }, { type: 'add', toast: item('1') });
    state = toastReducer(state, { type: 'dismiss', id: '1' });
    expect(state.toasts).toEqual([{ ...item('1'), open: false }]);
    state = toastReducer(state, { type: 'remove', id: '1' });
    expect(state.toasts).toEqual([]);
  });

  it('dismisses and removes all without an id', () => {
    const state = toastReducer({ toasts: [] }, { type: 'add', toast: item('1') });
    expect(toastReducer(state, { type: 'dismiss' }).toasts[0]?.open).toBe(false);
    expect(toastReducer(state, { type: 'remove' }).toasts).toEqual([]);
  });
});
