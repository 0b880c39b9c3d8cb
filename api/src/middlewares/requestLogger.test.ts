import { describe, expect, it } from 'vitest';
import { requestLogLevel } from './requestLogger';

describe('requestLogLevel', () => {
  it('logs our failures as errors and refused requests as warnings', () => {
    expect(requestLogLevel({ readableAborted: false }, { statusCode: 500 }, undefined)).toBe('error');
    expect(requestLogLevel({ readableAborted: false }, { statusCode: 200 }, new Error('boom'))).toBe('error');
    expect(requestLogLevel({ readableAborted: false }, { statusCode: 400 }, undefined)).toBe('warn');
    expect(requestLogLevel({ readableAborted: false }, { statusCode: 200 }, undefined)).toBe('info');
  });

  it('logs a request whose client went away before sending its body as info, not as a refused request', () => {
    expect(requestLogLevel({ readableAborted: true }, { statusCode: 400 }, undefined)).toBe('info');
    expect(requestLogLevel({ readableAborted: true }, { statusCode: 500 }, undefined)).toBe('error');
  });
});
