import { describe, expect, it } from 'vitest';
import { parseSlashCommand } from './parseSlashCommand';

describe('parseSlashCommand', () => {
  it('knows /logout and /clear for everyone', () => {
    expect(parseSlashCommand('/logout', false)).toBe('logout');
    expect(parseSlashCommand('  /clear \n', false)).toBe('clear');
  });

  it('knows /super and /tests only for super users', () => {
    expect(parseSlashCommand('/super', true)).toBe('super');
    expect(parseSlashCommand('/tests', true)).toBe('tests');
    expect(parseSlashCommand('/super', false)).toBeNull();
    expect(parseSlashCommand('/tests', false)).toBeNull();
  });

  it('treats anything else as a prompt', () => {
    expect(parseSlashCommand('/clear the table', false)).toBeNull();
    expect(parseSlashCommand('/unknown', true)).toBeNull();
    expect(parseSlashCommand('please /clear', true)).toBeNull();
  });
});
