import { describe, expect, it } from 'vitest';
import { columnDraftErrors, listOptionsOf } from './columns';
import { MATRIX_MESSAGES } from './messages';
import { formatTypedValue, rowOrderParams, typedCellText } from './typedValues';

describe('typed columns in shared (issue 31)', () => {
  it('writes typed values the way the locale does', () => {
    expect(formatTypedValue('2013-08-01', 'en-US')).toBe('Aug 1, 2013');
    expect(formatTypedValue('2013-08-01', 'en-GB')).toBe('1 Aug 2013');
    expect(formatTypedValue({ amount: 3000000, currency: 'USD' }, 'en-US')).toBe('$3,000,000');
    expect(formatTypedValue({ amount: 3000000, currency: null }, 'de-DE')).toBe('3.000.000');
    expect(formatTypedValue({ years: 1, months: 6, days: 0 })).toBe('1 year 6 months');
    expect(formatTypedValue(false)).toBe('No');
    expect(formatTypedValue([{ name: 'Acme Inc.', role: 'Acme' }, { name: 'Beta LLC', role: null }])).toBe('Acme Inc. ("Acme"); Beta LLC');
    expect(formatTypedValue(null)).toBeNull();
    // The table's cell replaces the short answer only by a date or an amount.
    expect(typedCellText('Texas', 'en-US')).toBeNull();
    expect(typedCellText(true, 'en-US')).toBeNull();
  });

  it('puts a row order into the page call and checks a list column in the form', () => {
    expect(rowOrderParams({ sort: { columnId: 'c1', direction: 'desc' }, filter: { columnId: 'c2', type: 'date', from: '2018-01-01' } })).toEqual({
      sort: 'c1',
      direction: 'desc',
      filterColumn: 'c2',
      from: '2018-01-01',
    });
    expect(rowOrderParams({ filter: { columnId: 'c', type: 'yes-no', yesNo: false } })).toEqual({ filterColumn: 'c', yesNo: 'false' });
    expect(listOptionsOf(' Texas \n\nNew York; Delaware')).toEqual(['Texas', 'New York', 'Delaware']);
    const draft = { name: 'Law', queryType: 'CUSTOM' as const, matrixQueryId: null, customQuery: 'Which law?', answerKind: 'list' as const };
    expect(columnDraftErrors({ ...draft, options: ['Texas'] })).toEqual([MATRIX_MESSAGES.listOptionsRequired]);
    expect(columnDraftErrors({ ...draft, options: ['Texas', 'Israel'] })).toEqual([]);
  });
});
