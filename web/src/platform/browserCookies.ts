import { isServerRender } from './browserStorage';

/** The request's cookies while the server renders a first screen (synchronously, in `withRequestCookies`). */
let requestCookies = '';

/** `document.cookie`; while the server renders a first screen, the cookies of the request it answers. */
export function browserCookies(): string {
  return isServerRender ? requestCookies : document.cookie;
}

/** Runs the server's (synchronous) render with the request's cookies, e.g. the sidebar's state. */
export function withRequestCookies<T>(cookieHeader: string, render: () => T): T {
  requestCookies = cookieHeader;
  try {
    return render();
  } finally {
    requestCookies = '';
  }
}
