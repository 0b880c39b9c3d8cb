import { describe, expect, it } from 'vitest';
import { configuredAiEngines, effectiveAiEngine, temporalUserWorkflowsUrl } from './companySettings';
import { reportsAtLogLevel } from './clientSettings';

describe('company settings', () => {
  it('filters error-reporting events by the log level', () => {
    expect(reportsAtLogLevel(undefined, 'error')).toBe(true);
    expect(reportsAtLogLevel('fatal', 'error')).toBe(true);
    expect(reportsAtLogLevel('warning', 'error')).toBe(false);
    expect(reportsAtLogLevel('warning', 'warning')).toBe(true);
    expect(reportsAtLogLevel('info', 'warning')).toBe(false);
    expect(reportsAtLogLevel('info', 'info')).toBe(true);
    expect(reportsAtLogLevel('debug', 'info')).toBe(false);
    expect(reportsAtLogLevel('fatal', 'off')).toBe(false);
  });

  it('offers the configured engines and answers with the chosen one only when it is configured', () => {
    const offline = { ANTHROPIC_API_KEY: undefined, LLM_BASE_URL: undefined, LLM_MODEL: undefined };
    const both = { ANTHROPIC_API_KEY: 'sk', LLM_BASE_URL: 'http://llm/v1', LLM_MODEL: 'qwen' };
    expect(configuredAiEngines(offline)).toEqual(['local']);
    expect(configuredAiEngines({ ...offline, ANTHROPIC_API_KEY: '  ' })).toEqual(['local']);
    expect(configuredAiEngines(both)).toEqual(['local', 'claude', 'selfHosted']);
    expect(effectiveAiEngine(offline, 'claude')).toBe('local');
    expect(effectiveAiEngine(both, null)).toBe('claude');
    expect(effectiveAiEngine(both, 'selfHosted')).toBe('selfHosted');
    expect(effectiveAiEngine(both, 'local')).toBe('local');
  });

  it("links the Temporal UI's list filtered on the user's workflows", () => {
    const url = temporalUserWorkflowsUrl({ TEMPORAL_UI_URL: 'http://localhost:8233/', TEMPORAL_NAMESPACE: 'default' }, 'u-1');
    expect(url).toBe('http://localhost:8233/namespaces/default/workflows?query=ArclineUserId%3D%22u-1%22');
  });
});
