import { browserLocalStorage, isServerRender } from '../platform/browserStorage';
import { createSessionStore } from './createSessionStore';

/** The app's login state, in the browser's local storage. */
export const sessionStore = createSessionStore(browserLocalStorage(), isServerRender ? undefined : window);
