import { describe, expect, it } from 'vitest';
import { MATRIX_TEXTS } from './texts';

describe('matrix texts', () => {
  it('counts the rows a filter keeps in the singular and the plural', () => {
    expect(MATRIX_TEXTS.filteredRows(1)).toBe('1 matching row');
    expect(MATRIX_TEXTS.filteredRows(2)).toBe('2 matching rows');
    expect(MATRIX_TEXTS.filteredRows(0)).toBe('0 matching rows');
  });
});
