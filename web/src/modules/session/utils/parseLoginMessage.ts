import { LOGIN_SUCCESS_MESSAGE_TYPE } from '@arcline/shared';

/**
 * The token and state of a sign-in popup's message, or null: only messages from our own origin, of the
 * login-success type and carrying a token and a state are read (spec 01 §4); the caller checks the state.
 */
export function parseLoginMessage(event: { origin: string; data: unknown }, ownOrigin: string): { token: string; state: string } | null {
  if (event.origin !== ownOrigin) return null;
  const { data } = event;
  if (typeof data !== 'object' || data === null) return null;
  if (!('type' in data) || data.type !== LOGIN_SUCCESS_MESSAGE_TYPE) return null;
  if (!('token' in data) || typeof data.token !== 'string' || data.token === '') return null;
  if (!('state' in data) || typeof data.state !== 'string' || data.state === '') return null;
  return { token: data.token, state: data.state };
}
