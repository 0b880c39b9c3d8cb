import { describe, expect, it } from 'vitest';
import { createEnvelope, serializeEnvelope, type Envelope } from '@sentry/core';
import { errorEventsOf, MalformedEnvelopeError } from './ingestEnvelope';
import { groupingKey, summarizeErrorEvent } from './errorEventSummary';

const NOW = new Date('2026-11-23T10:00:00Z');

describe('errorEventsOf', () => {
  it('returns the error events of an envelope and skips transactions and client reports', () => {
    const envelope = createEnvelope<Envelope>({ sent_at: NOW.toISOString() }, [
      [{ type: 'event' }, { message: 'first' }],
      [{ type: 'transaction' }, { transaction: '/arcline', type: 'transaction' }],
      [{ type: 'client_report' }, { timestamp: 1, discarded_events: [] }],
    ] as never);
    expect(errorEventsOf(serializeEnvelope(envelope))).toEqual([{ message: 'first' }]);
  });

  it('reads an event item sent with a length header as bytes', () => {
    const payload = JSON.stringify({ message: 'binary' });
    const body = `{}\n{"type":"event","length":${new TextEncoder().encode(payload).length}}\n${payload}\n`;
    expect(errorEventsOf(new TextEncoder().encode(body))).toEqual([{ message: 'binary' }]);
  });

  it('refuses what is not an envelope', () => {
    expect(() => errorEventsOf('hello')).toThrow(MalformedEnvelopeError);
    expect(() => errorEventsOf('{}\n{"type":"event"}\n[1,2]')).toThrow(MalformedEnvelopeError);
  });

  // Issue 34, item 5: each of these reached the summary and ended in a TypeError (500).
  const event = (payload: string) => `{}\n{"type":"event"}\n${payload}\n`;
  it.each([
    ['exception values that are not a list', '{"exception":{"values":-1}}'],
    ['an exception value that is not text', '{"exception":{"values":[{"type":"Error","value":{"a":1}}]}}'],
    ['frames that are not a list', '{"exception":{"values":[{"stacktrace":{"frames":7}}]}}'],
    ['a message that is not text', '{"message":42}'],
    ['tags that are not primitives', '{"message":"m","tags":{"where":{"x":1}}}'],
    ['breadcrumbs that are not a list', '{"message":"m","breadcrumbs":{"values":"x"}}'],
    ['NUL in a nested key', '{"message":"m","contexts":{"app":{"a\\u0000":1}}}'],
    ['a lone surrogate deep down', `{"message":"m","contexts":{"app":${'{"a":'.repeat(20)}"\\ud800"${'}'.repeat(20)}}}`],
    ['nesting deeper than the bound', `{"message":"m","contexts":{"app":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}}`],
  ])('refuses an event with %s', (_name, payload) => {
    expect(() => errorEventsOf(event(payload))).toThrow(MalformedEnvelopeError);
  });

  it('scrubs what a browser sends, whatever its own beforeSend did', () => {
    const [scrubbed] = errorEventsOf(
      event(
        JSON.stringify({
          exception: { values: [{ type: 'Error', value: 'Cannot insert "The Tenant shall indemnify the Landlord" for jane.doe@firm.example' }] },
          breadcrumbs: [{ category: 'ui.click', message: 'sent jane.doe@firm.example Bearer abc.def' }],
          user: { id: 'u', email: 'jane.doe@firm.example' },
        }),
      ),
    );
    const text = JSON.stringify(scrubbed);
    for (const secret of ['jane.doe@firm.example', 'The Tenant shall', 'abc.def']) expect(text).not.toContain(secret);
    expect(scrubbed?.exception?.values?.[0]?.value).toBe('Cannot insert "[text]" for [email]');
  });
});

describe('groupingKey', () => {
  it('leaves ids, hashes and numbers out, so one error with different details is one group', () => {
    expect(groupingKey('Matrix 3f1c1f0e-7a3b-4d36-9a55-0f2b1d3c4e5f row 17 failed')).toBe(groupingKey('Matrix 0a1b2c3d-7a3b-4d36-9a55-0f2b1d3c4e5f row 2 failed'));
    expect(groupingKey('Error number 1')).toBe('Error number <n>');
    expect(groupingKey('Chunk deadbeef42 failed')).toBe('Chunk <hex> failed');
    expect(groupingKey('TypeError: x is undefined')).toBe('TypeError: x is undefined');
  });
});

describe('summarizeErrorEvent', () => {
  it('names the error by its last exception and the innermost application frame, without origin or query', () => {
    const summary = summarizeErrorEvent(
      {
        exception: {
          values: [
            {
              type: 'TypeError',
              value: 'x is undefined',
              stacktrace: {
                frames: [
                  { filename: 'http://localhost:8080/src/main.tsx?t=1', function: 'render', lineno: 3, in_app: true },
                  { filename: 'http://localhost:8080/node_modules/react.js', function: 'call', lineno: 9, in_app: false },
                ],
              },
            },
          ],
        },
        tags: { user_action_id: 'action-7', request_id: 'req-1' },
        user: { id: '3f1c1f0e-7a3b-4d36-9a55-0f2b1d3c4e5f' },
        timestamp: NOW.getTime() / 1000 - 5,
      },
      NOW,
    );
    expect(summary).toMatchObject({
      message: 'TypeError: x is undefined',
      where: 'render (/src/main.tsx:3)',
      userActionId: 'action-7',
      requestId: 'req-1',
      userId: '3f1c1f0e-7a3b-4d36-9a55-0f2b1d3c4e5f',
      occurredAt: new Date(NOW.getTime() - 5000),
    });
  });

  it('prefers a where tag, ignores user ids that are not ours and clocks a day off', () => {
    const summary = summarizeErrorEvent({ message: 'failed', tags: { where: 'activity failOnPurpose' }, user: { id: 'x' }, timestamp: 1 }, NOW);
    expect(summary).toMatchObject({ message: 'failed', where: 'activity failOnPurpose', userId: null, occurredAt: NOW });
  });
});
