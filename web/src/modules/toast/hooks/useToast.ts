import { useSyncExternalStore } from 'react';
import { toastStore } from '../utils/toastStore';

export function useToast() {
  const { toasts } = useSyncExternalStore(toastStore.subscribe, toastStore.getState, toastStore.getState);
  return { toasts, toast: toastStore.toast, dismiss: toastStore.dismiss };
}
