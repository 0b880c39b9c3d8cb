import { describe, expect, it } from 'vitest';
import { LOGIN_SUCCESS_MESSAGE_TYPE } from '@arcline/shared';
import { parseLoginMessage } from './parseLoginMessage';
import { loginPopupState } from './loginPopupState';

const ORIGIN = 'http://localhost:8080';

describe('parseLoginMessage', () => {
  it('reads the login-success message of our own origin', () => {
    expect(parseLoginMessage({ origin: ORIGIN, data: { type: LOGIN_SUCCESS_MESSAGE_TYPE, token: 'jwt', state: 's' } }, ORIGIN)).toEqual({ token: 'jwt', state: 's' });
  });

  it('ignores messages from another origin', () => {
    expect(parseLoginMessage({ origin: 'https://evil.example', data: { type: LOGIN_SUCCESS_MESSAGE_TYPE, token: 'jwt', state: 's' } }, ORIGIN)).toBeNull();
  });

  it('ignores other types and messages without a token or a state', () => {
    expect(parseLoginMessage({ origin: ORIGIN, data: { type: 'something-else', token: 'jwt', state: 's' } }, ORIGIN)).toBeNull();
    expect(parseLoginMessage({ origin: ORIGIN, data: { type: LOGIN_SUCCESS_MESSAGE_TYPE, state: 's' } }, ORIGIN)).toBeNull();
    expect(parseLoginMessage({ origin: ORIGIN, data: { type: LOGIN_SUCCESS_MESSAGE_TYPE, token: 42, state: 's' } }, ORIGIN)).toBeNull();
    expect(parseLoginMessage({ origin: ORIGIN, data: { type: LOGIN_SUCCESS_MESSAGE_TYPE, token: 'jwt' } }, ORIGIN)).toBeNull();
    expect(parseLoginMessage({ origin: ORIGIN, data: 'arcline-login-success' }, ORIGIN)).toBeNull();
    expect(parseLoginMessage({ origin: ORIGIN, data: null }, ORIGIN)).toBeNull();
  });
});

describe('loginPopupState', () => {
  it('accepts only the state it made, once', () => {
    expect(loginPopupState.take('anything')).toBe(false);
    const state = loginPopupState.begin();
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loginPopupState.take('another')).toBe(false);
    expect(loginPopupState.take(state)).toBe(true);
    expect(loginPopupState.take(state)).toBe(false);
  });

  it('forgets the state of an earlier popup when a new one starts', () => {
    const first = loginPopupState.begin();
    const second = loginPopupState.begin();
    expect(loginPopupState.take(first)).toBe(false);
    expect(loginPopupState.take(second)).toBe(true);
  });
});
