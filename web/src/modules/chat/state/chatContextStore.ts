import { usageTracker } from '../../usage/usageTracker';
import { createChatContextStore } from './createChatContextStore';

/** The app's chat context in Word; prompts read it, the context toggle changes it. */
export const chatContextStore = createChatContextStore((details) => usageTracker.track('change-context', details));
