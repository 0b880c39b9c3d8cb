import { describe, expect, it } from 'vitest';
import { ATTACHMENT_GRID_MIN_COLUMN_PX } from '@arcline/shared';
import { gridColumnCount } from './gridColumnCount';

describe('gridColumnCount', () => {
  it('counts the gaps between columns, as CSS grid does', () => {
    // 5 × 180 = 900 fits a 900 px row without gaps, but with 8 px gaps only 4 columns fit (4 × 180 + 3 × 8 = 744).
    expect(gridColumnCount(900, ATTACHMENT_GRID_MIN_COLUMN_PX, 8)).toBe(4);
    expect(gridColumnCount(932, ATTACHMENT_GRID_MIN_COLUMN_PX, 8)).toBe(5);
    expect(gridColumnCount(931, ATTACHMENT_GRID_MIN_COLUMN_PX, 8)).toBe(4);
  });

  it('always shows at least one column', () => {
    expect(gridColumnCount(0, ATTACHMENT_GRID_MIN_COLUMN_PX, 8)).toBe(1);
    expect(gridColumnCount(120, ATTACHMENT_GRID_MIN_COLUMN_PX, 8)).toBe(1);
  });
});
