import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_SETTINGS_DEFAULTS } from '@arcline/shared';
import { filterErrorEvent, setErrorReportingLogLevel } from './errorReportingLogLevel';

describe("the client's error-reporting log level", () => {
  afterEach(() => setErrorReportingLogLevel(COMPANY_SETTINGS_DEFAULTS.clientLogLevel));

  it('sends errors by default, warnings only from the warning level, and nothing when off', () => {
    expect(filterErrorEvent({ message: 'boom' })).toMatchObject({ message: 'boom' });
    expect(filterErrorEvent({ message: 'careful', level: 'warning' })).toBeNull();
    setErrorReportingLogLevel('warning');
    expect(filterErrorEvent({ message: 'careful', level: 'warning' })).toMatchObject({ message: 'careful' });
    expect(filterErrorEvent({ message: 'fyi', level: 'info' })).toBeNull();
    setErrorReportingLogLevel('off');
    expect(filterErrorEvent({ message: 'boom', level: 'fatal' })).toBeNull();
  });

  it('still scrubs what it sends', () => {
    expect(filterErrorEvent({ message: 'boom', user: { id: 'u-1', email: 'a@b.test' } })?.user).toEqual({ id: 'u-1' });
  });
});
