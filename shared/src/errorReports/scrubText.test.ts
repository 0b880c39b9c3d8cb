import { describe, expect, it } from 'vitest';
import { scrubText } from './scrubText';

describe('scrubText', () => {
  it.each([
    ['an e-mail address', 'Invite failed for jane.doe@firm.example', 'Invite failed for [email]'],
    ['a bearer token', 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiIxIn0.c2ln failed', 'Authorization: Bearer [secret] failed'],
    ['a JWT on its own', 'token eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiIxIn0.c2ln expired', 'token [secret] expired'],
    ['a code in a query string', 'GET /verify-email?code=8f3ab2&x=1 failed', 'GET /verify-email?code=[secret]&x=1 failed'],
    ['an API key', 'key sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789 refused', 'key [secret] refused'],
    ['quoted document text', 'Cannot insert "The Supplier shall indemnify the Customer" here', 'Cannot insert "[text]" here'],
    ['a quoted prompt in other quotes', 'Prompt «Summarise the lease for me» and ‘draft a reply’ failed', 'Prompt «[text]» and ‘[text]’ failed'],
  ])('replaces %s', (_name, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it.each([
    "TypeError: Cannot read properties of undefined (reading 'length')",
    "Can't read the user's file 3f1c1f0e-7a3b-4d36-9a55-0f2b1d3c4e5f",
    "Unexpected token '<' in JSON at position 0",
    'Document sync failed with status 500',
  ])('keeps what makes a message useful: %s', (text) => {
    expect(scrubText(text)).toBe(text);
  });
});
