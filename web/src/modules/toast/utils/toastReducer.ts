import { TOAST_LIMIT } from '@arcline/shared';

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: 'default' | 'error';
  /** Closed toasts stay until removed, so an exit can be animated. */
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** One toast at a time (spec 01 §9): a new toast pushes the previous one out. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((toast) => (action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast)),
      };
    case 'remove':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.id) };
  }
}
