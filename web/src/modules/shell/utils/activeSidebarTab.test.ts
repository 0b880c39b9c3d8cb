import { describe, expect, it } from 'vitest';
import { activeSidebarTab } from './activeSidebarTab';

describe('activeSidebarTab', () => {
  it('is chat by default', () => {
    expect(activeSidebarTab('/arcline', '')).toBe('chat');
    expect(activeSidebarTab('/arcline', '?tab=unknown')).toBe('chat');
  });

  it('follows ?tab= on /arcline', () => {
    expect(activeSidebarTab('/arcline', '?tab=translate')).toBe('translate');
    expect(activeSidebarTab('/arcline', '?tab=research')).toBe('research');
  });

  it('is matrix on the matrix routes', () => {
    expect(activeSidebarTab('/matrix', '')).toBe('matrix');
    expect(activeSidebarTab('/matrix/42', '?tab=chat')).toBe('matrix');
    expect(activeSidebarTab('/matrixes', '')).toBe('chat');
  });

  it('is none on the admin console, whose own link is highlighted', () => {
    expect(activeSidebarTab('/admin', '?tab=usage')).toBeNull();
  });
});
