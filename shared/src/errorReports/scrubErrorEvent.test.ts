import { describe, expect, it } from 'vitest';
import type { Event } from '@sentry/core';
import { scrubBreadcrumb, scrubErrorEvent } from './scrubErrorEvent';

const DOCUMENT_TEXT = 'The Supplier shall indemnify the Customer against all losses';

describe('scrubErrorEvent', () => {
  const event: Event = {
    message: 'boom',
    user: { id: 'user-1', email: 'dana@example.com', username: 'dana', ip_address: '10.0.0.1' },
    request: {
      url: 'http://localhost:8080/reset-password?code=secret&email=dana@example.com',
      method: 'POST',
      data: { userPrompt: DOCUMENT_TEXT },
      headers: { authorization: 'Bearer token' },
      cookies: { sidebar_state: 'true' },
    },
    extra: { document: DOCUMENT_TEXT },
    tags: { user_action_id: 'action-1', workflow_id: 'run-prompt/1', prompt: DOCUMENT_TEXT },
    contexts: { browser: { name: 'Chrome' }, state: { state: { type: 'redux', value: { chat: DOCUMENT_TEXT } } } },
    exception: {
      values: [{ type: 'Error', value: 'boom', stacktrace: { frames: [{ filename: 'a.ts', function: 'f', vars: { text: DOCUMENT_TEXT } }] } }],
    },
    breadcrumbs: [
      { category: 'console', message: DOCUMENT_TEXT, data: { arguments: [DOCUMENT_TEXT] } },
      { category: 'fetch', data: { method: 'POST', url: '/api/ai/run-prompt?x=1', status_code: 500, request_body: DOCUMENT_TEXT } },
      { category: 'ui.input', message: 'textarea.prompt', data: { value: DOCUMENT_TEXT } },
    ],
  };

  it('keeps only the user id, the request method and path, and the allowed tags and contexts', () => {
    const scrubbed = scrubErrorEvent(event);
    expect(scrubbed.user).toEqual({ id: 'user-1' });
    expect(scrubbed.request).toEqual({ url: 'http://localhost:8080/reset-password', method: 'POST' });
    expect(scrubbed.extra).toBeUndefined();
    expect(scrubbed.tags).toEqual({ user_action_id: 'action-1', workflow_id: 'run-prompt/1' });
    expect(scrubbed.contexts).toEqual({ browser: { name: 'Chrome' } });
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames).toEqual([{ filename: 'a.ts', function: 'f' }]);
  });

  it('leaves no document text, prompt, e-mail or secret anywhere in the event', () => {
    const text = JSON.stringify(scrubErrorEvent(event));
    for (const secret of [DOCUMENT_TEXT, 'dana@example.com', 'Bearer token', 'code=secret', '10.0.0.1']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('scrubBreadcrumb', () => {
  it('drops console output, keeps method, status and path of requests, and the message of other breadcrumbs', () => {
    expect(scrubBreadcrumb({ category: 'console', message: DOCUMENT_TEXT })).toBeNull();
    expect(scrubBreadcrumb({ category: 'xhr', data: { method: 'GET', url: '/api/x?token=1', status_code: 200, body: DOCUMENT_TEXT } })).toEqual({
      category: 'xhr',
      data: { method: 'GET', url: '/api/x', status_code: 200, from: undefined, to: undefined },
    });
    expect(scrubBreadcrumb({ category: 'navigation', data: { from: '/a?code=1', to: '/b#token=2' } })?.data).toMatchObject({ from: '/a', to: '/b' });
    expect(scrubBreadcrumb({ category: 'ui.click', message: 'button.send', data: { text: DOCUMENT_TEXT } })).toEqual({
      category: 'ui.click',
      message: 'button.send',
      data: undefined,
    });
  });
});
