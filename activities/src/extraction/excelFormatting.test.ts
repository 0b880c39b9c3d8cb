import { describe, expect, it } from 'vitest';
import { formatExcelDate, formatExcelNumber } from './excelFormatting';

describe('formatExcelNumber', () => {
  it.each([
    [17500, '#,##0', '17,500'],
    [2.554125137129517, '0.0', '2.6'],
    [0.6229333, '0%', '62%'],
    [0.1234, '0.0%', '12.3%'],
    [2500, '"$"#,##0.00', '$2,500.00'],
    [1234, '[$€-407] #,##0.00', '€ 1,234.00'],
    [-1234.5, '#,##0.00_);(#,##0.00)', '-1,234.50'],
    [5, '0" days"', '5 days'],
    [123, '[$-3000401]0', '123'],
  ])('shows %d under %s as %s', (value, numFmt, expected) => {
    expect(formatExcelNumber(value, numFmt)).toBe(expected);
  });

  it('hides floating-point noise under the General format', () => {
    expect(formatExcelNumber(741.2000000000007, undefined)).toBe('741.2');
    expect(formatExcelNumber(962.160000000003, 'General')).toBe('962.16');
    expect(formatExcelNumber(12345678901234, undefined)).toBe('12345678901234');
  });

  it('shows serial numbers under date and time formats as dates and times', () => {
    expect(formatExcelNumber(45000, 'dd\\.mm\\.yyyy')).toBe('2023-03-15');
    expect(formatExcelNumber(44000.5, 'yyyy-mm-dd hh:mm')).toBe('2020-06-18 12:00');
    expect(formatExcelNumber(0.75, 'h:mm AM/PM')).toBe('18:00');
  });
});

describe('formatExcelDate', () => {
  it('shows midnight as a plain date', () => {
    expect(formatExcelDate(new Date(Date.UTC(2024, 10, 30)))).toBe('2024-11-30');
    expect(formatExcelDate(new Date(Date.UTC(2024, 10, 30, 9, 15)))).toBe('2024-11-30 09:15');
  });
});
