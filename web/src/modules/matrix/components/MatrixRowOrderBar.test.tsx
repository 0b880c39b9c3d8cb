// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { MATRIX_TEXTS, type MatrixColumn, type MatrixRowOrder } from '@arcline/shared';
import { MatrixRowOrderBar } from './MatrixRowOrderBar';
import { boundToDays, columnListLabels, daysToBound, durationUnitOf } from './MatrixRowOrderBarModel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const column = (id: string, name: string, answerKind: MatrixColumn['answerKind'], extra: Partial<MatrixColumn> = {}): MatrixColumn => ({
  id,
  name,
  queryType: 'GLOBAL_TEMPLATE' as MatrixColumn['queryType'],
  matrixId: 'matrix',
  sortOrder: 0,
  matrixQueryId: null,
  customQuery: null,
  answerKind,
  answerOptions: answerKind === 'list' ? ['standard', 'unacceptable'] : null,
  ...extra,
});
const renewal = column('renewal', 'Renewal term', 'duration');
const law = column('law', 'Governing law', 'text');
const playbookLaw = column('pb-law', 'Governing law', 'list', { queryType: 'CUSTOM' as MatrixColumn['queryType'], playbookTopic: { playbookId: 'p', version: 1, topicId: 't' } });
const cap = column('cap', 'Liability cap', 'amount');

let container: HTMLDivElement | null = null;
afterEach(() => container?.remove());

/** The bar in a document, held as the page holds it: every change becomes the next order. */
function renderBar(columns: MatrixColumn[], initial: MatrixRowOrder) {
  const element = document.createElement('div');
  container = element;
  document.body.append(element);
  const root = createRoot(element);
  const orders: MatrixRowOrder[] = [initial];
  const render = () => root.render(<MatrixRowOrderBar columns={columns} order={orders.at(-1)!} totalRows={3} onChange={(order) => (orders.push(order), render())} />);
  act(render);
  const byLabel = (label: string) => {
    const id = [...element.querySelectorAll('label')].find((element) => element.textContent === label)?.htmlFor;
    return document.getElementById(id ?? 'none') as HTMLInputElement & HTMLSelectElement;
  };
  /** Types into a box (or picks in a select) as a user does: React hears the native event. */
  const enter = (element: HTMLInputElement | HTMLSelectElement, value: string) =>
    act(() => {
      const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
      element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    });
  return { container: element, orders, byLabel, enter, options: (label: string) => [...byLabel(label).options].map((option) => option.text) };
}

describe('the matrix sort and filter bar (issue 31, 31d)', () => {
  it("filters a duration between bounds typed in years by default, sent in days: 'at least 5' is five years", () => {
    const bar = renderBar([renewal, cap], { filter: { columnId: 'renewal', type: 'number' } });
    expect(bar.options(MATRIX_TEXTS.filterBy)).toContain(MATRIX_TEXTS.filterDuration('Renewal term'));
    expect(bar.options(MATRIX_TEXTS.filterBy)).toContain(MATRIX_TEXTS.filterAmount('Liability cap'));
    expect(bar.byLabel(MATRIX_TEXTS.filterUnit).value).toBe('years');
    expect(bar.options(MATRIX_TEXTS.filterUnit)).toEqual([MATRIX_TEXTS.durationUnits.years, MATRIX_TEXTS.durationUnits.months, MATRIX_TEXTS.durationUnits.days]);
    bar.enter(bar.byLabel(MATRIX_TEXTS.filterAbove), '5');
    expect(bar.orders.at(-1)!.filter).toEqual({ columnId: 'renewal', type: 'number', above: 5 * 365, below: undefined });
    bar.enter(bar.byLabel(MATRIX_TEXTS.filterAbove), '1.5');
    expect(bar.byLabel(MATRIX_TEXTS.filterAbove).value).toBe('1.5');
    // The number stays and is read in the new unit.
    bar.enter(bar.byLabel(MATRIX_TEXTS.filterUnit), 'months');
    expect(bar.orders.at(-1)!.filter).toMatchObject({ above: 45 });
    expect(bar.byLabel(MATRIX_TEXTS.filterAbove).value).toBe('1.5');
  });

  it('shows a restored duration filter in the unit its days are whole in, and an amount as it is', () => {
    expect(renderBar([renewal], { filter: { columnId: 'renewal', type: 'number', above: 730 } }).byLabel(MATRIX_TEXTS.filterAbove).value).toBe('2');
    expect(renderBar([renewal], { filter: { columnId: 'renewal', type: 'number', below: 90 } }).byLabel(MATRIX_TEXTS.filterUnit).value).toBe('months');
    const amount = renderBar([cap], { filter: { columnId: 'cap', type: 'number', above: 1000 } });
    expect(amount.byLabel(MATRIX_TEXTS.filterAbove).value).toBe('1000');
    expect(amount.container.querySelector('[data-testid="matrix-duration-unit"]')).toBeNull();
  });

  it("tells a playbook column from the user's column of the same name in the sort and filter lists", () => {
    const bar = renderBar([law, playbookLaw, column('law-2', 'Governing law', 'text')], {});
    expect(bar.options(MATRIX_TEXTS.sortBy)).toEqual([
      MATRIX_TEXTS.sortNone,
      MATRIX_TEXTS.sortAscending('Governing law'),
      MATRIX_TEXTS.sortDescending('Governing law'),
      MATRIX_TEXTS.sortAscending(MATRIX_TEXTS.playbookColumnLabel('Governing law')),
      MATRIX_TEXTS.sortDescending(MATRIX_TEXTS.playbookColumnLabel('Governing law')),
      MATRIX_TEXTS.sortAscending(MATRIX_TEXTS.duplicateColumnLabel('Governing law', 2)),
      MATRIX_TEXTS.sortDescending(MATRIX_TEXTS.duplicateColumnLabel('Governing law', 2)),
    ]);
    expect(bar.options(MATRIX_TEXTS.filterBy)).toContain(MATRIX_TEXTS.filterOption(MATRIX_TEXTS.playbookColumnLabel('Governing law'), 'unacceptable'));
    expect(new Set(bar.options(MATRIX_TEXTS.sortBy)).size).toBe(7);
  });

  it('converts bounds between days and a unit', () => {
    expect(boundToDays('2', 'years')).toBe(730);
    expect(boundToDays('3', 'months')).toBe(90);
    expect(boundToDays(' ', 'years')).toBeUndefined();
    expect(daysToBound(547.5, 'years')).toBe(1.5);
    expect(durationUnitOf([])).toBe('years');
    expect(durationUnitOf([360, 60])).toBe('months');
    expect(durationUnitOf([365, 60])).toBe('days');
    expect(durationUnitOf([45])).toBe('days');
    expect(columnListLabels([law]).get('law')).toBe('Governing law');
  });
});
