// Route test of engagement.router.ts (POST /api/engagement/chronicle).
// Deeper: tests/engagement.test.ts (every user action type stored, the time window, NUL and surrogates nested deep).
import { describe, expect, it } from 'vitest';
import { USAGE_LIMITS, USAGE_MESSAGES, USER_ACTION_TYPES } from '@arcline/shared';
import { errorsOf, routeSuite } from '@arcline/tests/harness/routeSuite';

describe('engagement.router', () => {
  const suite = routeSuite();
  const event = (overrides: Record<string, unknown> = {}) => ({ type: USER_ACTION_TYPES[0], eventTime: new Date().toISOString(), ...overrides });

  it('POST /api/engagement/chronicle records the batch: 202 with the count', async () => {
    const { token } = await suite.signIn();
    const reply = await suite.post('/api/engagement/chronicle', token, { userActionEvents: [event(), event({ type: 'prompt-execute', elapsedTime: 12 })] });
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 202, body: { actionResult: { recorded: 2 } } });
  });

  it("answers 400 with the spec's messages for a bad batch", async () => {
    const { token } = await suite.signIn();
    const post = (json: unknown) => suite.post('/api/engagement/chronicle', token, json);
    expect((await post({})).body).toEqual(errorsOf(USAGE_MESSAGES.invalidEvents));
    expect((await post({ userActionEvents: [event({ type: 'no-such-action' })] })).body).toEqual(errorsOf(USAGE_MESSAGES.unknownType));
    // A time that is no date also fails the window check, so both messages come back.
    expect((await post({ userActionEvents: [event({ eventTime: 'yesterday' })] })).body.errors).toContain(USAGE_MESSAGES.invalidEventTime);
    const late = await post({ userActionEvents: [event({ eventTime: new Date(Date.now() + 3_600_000).toISOString() })] });
    expect({ status: late.status, body: late.body }).toEqual({ status: 400, body: errorsOf(USAGE_MESSAGES.eventTimeOutOfRange) });
    const tooMany = await post({ userActionEvents: Array.from({ length: USAGE_LIMITS.maxEventsPerBatch + 1 }, () => event()) });
    expect({ status: tooMany.status, body: tooMany.body }).toEqual({ status: 400, body: errorsOf(USAGE_MESSAGES.tooManyEvents) });
  });

  it('needs a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('POST', '/api/engagement/chronicle', { userActionEvents: [event()] });
  });
});
