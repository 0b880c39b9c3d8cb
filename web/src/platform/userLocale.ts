import { isServerRender } from './browserStorage';

/**
 * The user's locale for dates and amounts (the browser's language); the server's first screen, which the app
 * replaces at once, writes them in the server's.
 */
export function userLocale(): string | undefined {
  return isServerRender ? undefined : navigator.language;
}
