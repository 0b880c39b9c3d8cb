import { describe, expect, it } from 'vitest';
import { LOGIN_SUCCESS_MESSAGE_TYPE } from '@arcline/shared';
import { parseLoginMessage } from './parseLoginMessage';

const ORIGIN = 'http://localhost:8080';

describe('parseLoginMessage', () => {
  it('accepts the login-success message of our own origin', () => {
    expect(parseLoginMessage({ origin: ORIGIN, data: { type: LOGIN_SUCCESS_MESSAGE_TYPE, token: 'jwt' } }, ORIGIN)).toBe('jwt');
  });

  it('ignores messages from another origin', () => {
    expect(parseLoginMessage({ origin: 'https://evil.example', data: { type: LOGIN_SUCCESS_MESSAGE_TYPE, token: 'jwt' } }, ORIGIN)).toBeNull();
  });

  it('ignores other types and messages without a token', () => {
    expect(parseLoginMessage({ origin: ORIGIN, data: { type: 'something-else', token: 'jwt' } }, ORIGIN)).toBeNull();
    expect(parseLoginMessage({ origin: ORIGIN, data: { type: LOGIN_SUCCESS_MESSAGE_TYPE } }, ORIGIN)).toBeNull();
    expect(parseLoginMessage({ origin: ORIGIN, data: { type: LOGIN_SUCCESS_MESSAGE_TYPE, token: 42 } }, ORIGIN)).toBeNull();
    expect(parseLoginMessage({ origin: ORIGIN, data: 'arcline-login-success' }, ORIGIN)).toBeNull();
    expect(parseLoginMessage({ origin: ORIGIN, data: null }, ORIGIN)).toBeNull();
  });
});
