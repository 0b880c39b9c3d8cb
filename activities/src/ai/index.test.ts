import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { parseRuntimeConfig } from '@arcline/shared';
import { createAiProvider } from './index';
import { recordingLogger, type LoggedLine } from '../../test-support/testProviders';

describe('createAiProvider', () => {
  const db = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none' });

  it('chooses the offline engine without an API key, and Claude with one, and logs the choice', () => {
    const lines: LoggedLine[] = [];
    const local = createAiProvider(parseRuntimeConfig({ ANTHROPIC_API_KEY: ' ' }), { db, logger: recordingLogger(lines) });
    expect(local.name).toBe('local');
    expect(lines[0]).toMatchObject({ level: 'info', fields: { engine: 'local' } });

    const claude = createAiProvider(parseRuntimeConfig({ ANTHROPIC_API_KEY: 'sk-test', ANTHROPIC_MODEL: 'claude-sonnet-4-5' }), {
      db,
      logger: recordingLogger(lines),
    });
    expect(claude).toMatchObject({ name: 'claude', model: 'claude-sonnet-4-5' });
    expect(lines[1]).toMatchObject({ fields: { engine: 'claude', model: 'claude-sonnet-4-5', callsPerSecond: 5 }, message: 'AI engine: Claude (claude-sonnet-4-5)' });
  });
});
