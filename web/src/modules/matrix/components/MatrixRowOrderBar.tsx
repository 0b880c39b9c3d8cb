import { memo, useState } from 'react';
import styled from 'styled-components';
import { MATRIX_TEXTS, MATRIX_VERSION_TEXTS, type MatrixColumn, type MatrixRowOrder, type MatrixTypedFilter } from '@arcline/shared';
import { Field, InputControl, SelectControl } from '../../ui/components/Field';
import { theme } from '../../../theme/theme';
import { DURATION_FILTER_UNITS, boundToDays, columnListLabels, daysToBound, durationUnitOf, type DurationFilterUnit } from './MatrixRowOrderBarModel';

export interface MatrixRowOrderBarProps {
  columns: MatrixColumn[];
  order: MatrixRowOrder;
  /** Rows the order shows (all rows without a filter). */
  totalRows: number;
  onChange(order: MatrixRowOrder): void;
}

/** A filter choice as the select holds it: the column and what it keeps. */
type FilterChoice = { value: string; label: string; filter: MatrixTypedFilter };

function filterChoices(columns: MatrixColumn[], labels: Map<string, string>): FilterChoice[] {
  return columns.flatMap((column): FilterChoice[] => {
    const columnId = column.id;
    const name = labels.get(columnId) ?? column.name;
    switch (column.answerKind) {
      case 'yes-no':
        return [
          { value: `${columnId}/yes`, label: MATRIX_TEXTS.filterYes(name), filter: { columnId, type: 'yes-no', yesNo: true } },
          { value: `${columnId}/no`, label: MATRIX_TEXTS.filterNo(name), filter: { columnId, type: 'yes-no', yesNo: false } },
        ];
      case 'date':
        return [{ value: `${columnId}/date`, label: MATRIX_TEXTS.filterDateRange(name), filter: { columnId, type: 'date' } }];
      case 'amount':
        return [{ value: `${columnId}/number`, label: MATRIX_TEXTS.filterAmount(name), filter: { columnId, type: 'number' } }];
      case 'duration':
        return [{ value: `${columnId}/number`, label: MATRIX_TEXTS.filterDuration(name), filter: { columnId, type: 'number' } }];
      case 'list':
        return (column.answerOptions ?? []).map((option) => ({
          value: `${columnId}/option/${option}`,
          label: MATRIX_TEXTS.filterOption(name, option),
          filter: { columnId, type: 'option', option },
        }));
      default:
        return [];
    }
  });
}

function choiceOf(filter: MatrixTypedFilter | undefined): string {
  if (!filter) return '';
  if (filter.type === 'yes-no') return `${filter.columnId}/${filter.yesNo ? 'yes' : 'no'}`;
  if (filter.type === 'option') return `${filter.columnId}/option/${filter.option}`;
  return `${filter.columnId}/${filter.type}`;
}

const numberOrUndefined = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));

/**
 * Sort the rows by a column's typed value (dates, amounts, durations, yes/no, options; text columns by their answer)
 * and filter them by one typed column (issue 31). A duration's bounds are typed in years, months or days (years unless
 * chosen) and sent in days, as the server compares them (issue 31, 31d); columns of the same name are told apart
 * (columnListLabels). The server orders the rows, so the table pages as before, unless the page holds every row: then
 * it orders them itself (useMatrix's prefetchOrder, matrixLocalOrder.ts).
 */
// Memoized: the page re-renders as row pages arrive while scrolling, and nothing here changes then.
export const MatrixRowOrderBar = memo(function MatrixRowOrderBar({ columns, order, totalRows, onChange }: MatrixRowOrderBarProps) {
  const labels = columnListLabels(columns);
  const choices = filterChoices(columns, labels);
  const filter = order.filter;
  // The unit the user chose for the filtered duration column; another column's choice does not carry over.
  const [chosenUnit, setChosenUnit] = useState<{ columnId: string; unit: DurationFilterUnit } | null>(null);
  const isDuration = filter?.type === 'number' && columns.find((column) => column.id === filter.columnId)?.answerKind === 'duration';
  const unit: DurationFilterUnit | null = !isDuration
    ? null
    : chosenUnit?.columnId === filter.columnId
      ? chosenUnit.unit
      : durationUnitOf([filter.above, filter.below]);
  const bound = (days: number | undefined) => (unit ? daysToBound(days, unit) : (days ?? ''));
  const toFilter = (text: string) => {
    if (!unit || !filter) return numberOrUndefined(text);
    // Typing keeps the unit shown, whatever the days come to ("1.5" years is 547.5 days, not whole years).
    setChosenUnit({ columnId: filter.columnId, unit });
    return boundToDays(text, unit);
  };
  const sortValue = order.sort ? `${order.sort.columnId}/${order.sort.direction}` : '';
  return (
    <StyledBar data-testid="matrix-row-order">
      <Field label={MATRIX_TEXTS.sortBy}>
        {({ id }) => (
          <SelectControl
            id={id}
            value={sortValue}
            onChange={(event) => {
              const [columnId, direction] = event.target.value.split('/');
              onChange({ ...order, sort: columnId ? { columnId, direction: direction === 'desc' ? 'desc' : 'asc' } : undefined });
            }}
          >
            <option value="">{MATRIX_TEXTS.sortNone}</option>
            {columns.flatMap((column) => [
              <option key={`${column.id}/asc`} value={`${column.id}/asc`}>
                {MATRIX_TEXTS.sortAscending(labels.get(column.id) ?? column.name)}
              </option>,
              <option key={`${column.id}/desc`} value={`${column.id}/desc`}>
                {MATRIX_TEXTS.sortDescending(labels.get(column.id) ?? column.name)}
              </option>,
            ])}
          </SelectControl>
        )}
      </Field>
      {choices.length > 0 && (
        <Field label={MATRIX_TEXTS.filterBy}>
          {({ id }) => (
            <SelectControl
              id={id}
              value={choiceOf(filter)}
              onChange={(event) => onChange({ ...order, filter: choices.find((choice) => choice.value === event.target.value)?.filter })}
            >
              <option value="">{MATRIX_TEXTS.filterNone}</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </SelectControl>
          )}
        </Field>
      )}
      {filter?.type === 'date' && (
        <>
          <Field label={MATRIX_TEXTS.filterFrom}>
            {({ id }) => (
              <InputControl id={id} type="date" value={filter.from ?? ''} onChange={(event) => onChange({ ...order, filter: { ...filter, from: event.target.value || undefined } })} />
            )}
          </Field>
          <Field label={MATRIX_TEXTS.filterTo}>
            {({ id }) => (
              <InputControl id={id} type="date" value={filter.to ?? ''} onChange={(event) => onChange({ ...order, filter: { ...filter, to: event.target.value || undefined } })} />
            )}
          </Field>
        </>
      )}
      {filter?.type === 'number' && (
        <>
          <Field label={MATRIX_TEXTS.filterAbove}>
            {({ id }) => (
              <InputControl
                id={id}
                type="number"
                min={unit ? 0 : undefined}
                value={bound(filter.above)}
                onChange={(event) => onChange({ ...order, filter: { ...filter, above: toFilter(event.target.value) } })}
              />
            )}
          </Field>
          <Field label={MATRIX_TEXTS.filterBelow}>
            {({ id }) => (
              <InputControl
                id={id}
                type="number"
                min={unit ? 0 : undefined}
                value={bound(filter.below)}
                onChange={(event) => onChange({ ...order, filter: { ...filter, below: toFilter(event.target.value) } })}
              />
            )}
          </Field>
          {unit && (
            <Field label={MATRIX_TEXTS.filterUnit}>
              {({ id }) => (
                <SelectControl
                  id={id}
                  data-testid="matrix-duration-unit"
                  value={unit}
                  onChange={(event) => {
                    // The numbers in the boxes stay and are read in the new unit: "5" then "years" is five years.
                    const next = event.target.value as DurationFilterUnit;
                    setChosenUnit({ columnId: filter.columnId, unit: next });
                    const reread = (days: number | undefined) => (days === undefined ? undefined : boundToDays(String(daysToBound(days, unit)), next));
                    if (filter.above !== undefined || filter.below !== undefined) onChange({ ...order, filter: { ...filter, above: reread(filter.above), below: reread(filter.below) } });
                  }}
                >
                  {DURATION_FILTER_UNITS.map((option) => (
                    <option key={option} value={option}>
                      {MATRIX_TEXTS.durationUnits[option]}
                    </option>
                  ))}
                </SelectControl>
              )}
            </Field>
          )}
        </>
      )}
      <StyledToggle>
        <input type="checkbox" checked={order.changedOnly ?? false} onChange={(event) => onChange({ ...order, changedOnly: event.target.checked || undefined })} />
        {MATRIX_VERSION_TEXTS.changedFilter}
      </StyledToggle>
      {(filter || order.changedOnly) && <StyledCount role="status">{MATRIX_TEXTS.filteredRows(totalRows)}</StyledCount>}
    </StyledBar>
  );
});

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
`;

/** "Changed in the last version" (issue 31): only the rows a new version of their document changed. */
const StyledToggle = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  padding-bottom: ${theme.space(2)};
  font-size: ${theme.fontSizes.small};
`;

const StyledCount = styled.span`
  padding-bottom: ${theme.space(2)};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
`;
