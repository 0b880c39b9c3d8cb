import { memo, useState } from 'react';
import styled, { css } from 'styled-components';
import { FIRST_SCREEN, MATRIX_TEXTS, MATRIX_VERSION_TEXTS, PLAYBOOK_VERDICT_COLOURS, cellDisplayText, typedCellText, type MatrixResultCell as ResultCell } from '@arcline/shared';
import { firstScreenLocale, useFirstScreenPass } from '../../../platform/firstScreenPass';
import { userLocale } from '../../../platform/userLocale';
import { TableIconButton } from './TableIconButton';
import { MATRIX_TABLE_CLASSES } from './matrixTableClasses';
import { Skeleton } from './Skeleton';
import { theme } from '../../../theme/theme';

export interface MatrixResultCellProps {
  cell: ResultCell | undefined;
  /** A playbook column (issue 32): its verdict is shown in the verdict's colour. */
  playbook?: boolean;
  selected: boolean;
  /** "Changed in the last version" is on and the version left this answer as it was: shown faded (issue 31). */
  unchanged?: boolean;
  onRecalculate(elementId: string): void;
  onViewDetails(elementId: string): void;
}

/** When the answer was painted, by the server's first screen or by the app (FIRST_SCREEN.answerTiming). */
const answerTiming = (firstScreen: boolean) => ({ elementtiming: firstScreen ? FIRST_SCREEN.answerTiming.server : FIRST_SCREEN.answerTiming.app });

/** PROCESSING: a placeholder; FAILED: 'Query failed' with recalculate; otherwise the answer with hover buttons. */
export const MatrixResultCell = memo(function MatrixResultCell({ cell, playbook = false, selected, unchanged = false, onRecalculate, onViewDetails }: MatrixResultCellProps) {
  // The server's first screen, or the app hydrating it (web/src/main.tsx): the same markup, then the app's own.
  const firstScreen = useFirstScreenPass();
  // A cell the server painted keeps the server's identifier after the hydration: the browser reads an element's
  // `elementtiming` when it reports the paint, in the frame's presentation callback, not when it paints; renamed in
  // the render right after the hydration, before that report came, the server's paint was reported as the app's, and
  // the page had no paint of the server's cells (bench P4's "NaN" pages, issue 31, 31q). Only cells the app mounts
  // itself (a scroll, its own table) are the app's.
  const [served] = useState(firstScreen);
  if (!cell || cell.status === 'PROCESSING') {
    return (
      <div className={MATRIX_TABLE_CLASSES.answer} aria-busy="true" aria-label={MATRIX_TEXTS.processing} data-status="PROCESSING">
        <Skeleton width="80%" />
        <Skeleton width="55%" />
      </div>
    );
  }
  if (cell.status === 'FAILED') {
    return (
      <div className={MATRIX_TABLE_CLASSES.answer} data-status="FAILED" data-selected={selected || undefined}>
        <StyledFailed>{MATRIX_TEXTS.queryFailed}</StyledFailed>
        <div className={MATRIX_TABLE_CLASSES.answerActions} data-always>
          <TableIconButton icon="refresh" label={MATRIX_TEXTS.recalculate} onClick={() => onRecalculate(cell.id)} />
          <TableIconButton icon="eye" label={MATRIX_TEXTS.viewDetails} onClick={() => onViewDetails(cell.id)} />
        </div>
      </div>
    );
  }
  return (
    <div className={MATRIX_TABLE_CLASSES.answer} data-status={cell.status} data-unchanged={unchanged || undefined} data-selected={selected || undefined}>
      {cell.changed && <StyledChanged title={MATRIX_VERSION_TEXTS.changedTitle}>{MATRIX_VERSION_TEXTS.changed}</StyledChanged>}
      {playbook && typeof cell.typedValue === 'string' && PLAYBOOK_VERDICT_COLOURS[cell.typedValue] ? (
        <StyledVerdict data-verdict={cell.typedValue} $colours={PLAYBOOK_VERDICT_COLOURS[cell.typedValue]!}>
          {cell.typedValue}
        </StyledVerdict>
      ) : (
        <span className={MATRIX_TABLE_CLASSES.answerValue} {...answerTiming(served)}>
          {(cell.typedValue != null && typedCellText(cell.typedValue, firstScreen ? firstScreenLocale() : userLocale())) || cellDisplayText(cell)}
        </span>
      )}
      {/* Shown on hover, laid over the text: the server's first screen, which no click reaches, goes without them
          (half of its elements), and the app adds them once it has hydrated it (bench/README.md, P4). */}
      {firstScreen ? null : (
        <div className={MATRIX_TABLE_CLASSES.answerActions}>
          <TableIconButton icon="refresh" label={MATRIX_TEXTS.recalculate} onClick={() => onRecalculate(cell.id)} />
          <TableIconButton icon="eye" label={MATRIX_TEXTS.viewDetails} onClick={() => onViewDetails(cell.id)} />
        </div>
      )}
    </div>
  );
});

/** The last version of the document changed this answer (issue 31); the detail shows before → after. */
const StyledChanged = styled.span`
  align-self: flex-start;
  padding: 0 ${theme.space(1)};
  border-radius: ${theme.radius};
  background: ${theme.colors.highlight};
  font-size: ${theme.fontSizes.small};
  font-weight: 600;
`;

/**
 * The answer cell's plain elements (matrixTableClasses.ts), scoped under the table's scroller (MatrixTable): the hover
 * buttons laid over the text, shown on hover and focus, and always for a failed cell.
 */
export const resultCellRules = css`
  .${MATRIX_TABLE_CLASSES.answerActions} {
    position: absolute;
    right: ${theme.space(1)};
    bottom: ${theme.space(1)};
    display: flex;
    gap: 2px;
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    opacity: 0;
    transition: opacity ${theme.transition};

    &[data-always] {
      opacity: 1;
    }
  }

  .${MATRIX_TABLE_CLASSES.answer} {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${theme.space(2)};
    width: 100%;
    height: 100%;
    padding: ${theme.space(2)} ${theme.space(3)};
    background: transparent;

    &[data-selected] {
      background: ${theme.colors.primarySoft};
    }

    &:hover .${MATRIX_TABLE_CLASSES.answerActions}, &:focus-within .${MATRIX_TABLE_CLASSES.answerActions} {
      opacity: 1;
    }

    &[data-unchanged] {
      opacity: 0.45;
    }
  }

  .${MATRIX_TABLE_CLASSES.answerValue} {
    display: -webkit-box;
    overflow: hidden;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    font-size: ${theme.fontSizes.small};
    line-height: 1.4;
  }
`;

const StyledVerdict = styled.span<{ $colours: { background: string; text: string } }>`
  align-self: flex-start;
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius};
  background: ${({ $colours }) => $colours.background};
  color: ${({ $colours }) => $colours.text};
  font-size: ${theme.fontSizes.small};
  font-weight: 600;
  text-transform: capitalize;
`;

const StyledFailed = styled.span`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.small};
  font-weight: 600;
`;
