import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@arcline/shared';
import { toastReducer, type ToastAction, type ToastItem, type ToastState } from './toastReducer';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastItem['variant'];
  durationMs?: number;
}

type Listener = () => void;

let state: ToastState = { toasts: [] };
const listeners = new Set<Listener>();
const closeTimers = new Map<string, number>();
const removeTimers = new Map<string, number>();

function dispatch(action: ToastAction): void {
  state = toastReducer(state, action);
  listeners.forEach((listener) => listener());
}

function dismiss(id?: string): void {
  const ids = id === undefined ? state.toasts.map((toast) => toast.id) : [id];
  for (const toastId of ids) {
    window.clearTimeout(closeTimers.get(toastId));
    closeTimers.delete(toastId);
    if (!removeTimers.has(toastId)) {
      removeTimers.set(
        toastId,
        window.setTimeout(() => {
          removeTimers.delete(toastId);
          dispatch({ type: 'remove', id: toastId });
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }
  dispatch({ type: 'dismiss', id });
}

/** The toast queue, usable from anywhere (components through useToast, plain modules directly). */
export const toastStore = {
  toast(input: ToastInput): string {
    const id = crypto.randomUUID();
    dispatch({ type: 'add', toast: { id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true } });
    closeTimers.set(id, window.setTimeout(() => dismiss(id), input.durationMs ?? TOAST_DURATION_MS));
    return id;
  },
  dismiss,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getState: (): ToastState => state,
};
