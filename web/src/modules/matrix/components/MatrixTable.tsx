import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  MATRIX_CELL_HEIGHT_PX,
  MATRIX_COLUMN_MIN_WIDTH_PX,
  MATRIX_DOCUMENT_COLUMN_WIDTH_PX,
  MATRIX_FIRST_SCREEN_RECT,
  MATRIX_HEADER_HEIGHT_PX,
  MATRIX_TEXTS,
  type MatrixColumn,
  type MatrixRow,
} from '@arcline/shared';
import { useElementWidth } from '../hooks/useElementWidth';
import { useFirstScreenPass } from '../../../platform/firstScreenPass';
import { TableIconButton } from './TableIconButton';
import { MatrixDocumentCell, documentCellRules } from './MatrixDocumentCell';
import { MatrixResultCell, resultCellRules } from './MatrixResultCell';
import { iconButtonRules } from './IconButton';
import { iconRules } from '../../ui/components/Icon';
import { MATRIX_TABLE_CLASSES } from './matrixTableClasses';
import { Skeleton } from './Skeleton';
import { theme } from '../../../theme/theme';

export interface MatrixTableProps {
  /** In display order (sortOrder). */
  columns: MatrixColumn[];
  /** One per document; undefined for a row whose page is not loaded yet (it shows placeholders). */
  rows: ReadonlyArray<MatrixRow | undefined>;
  selectedElementId: string | null;
  onEditColumn(columnId: string): void;
  onDeleteDocument(documentId: string): void;
  onRecalculate(elementId: string): void;
  onViewDetails(elementId: string): void;
  /** The rows in view (with overscan) changed: load those not loaded yet. */
  onRowsInView?(start: number, end: number): void;
  /** Rows chosen for "Redline to playbook" (issue 32); with onToggleDocument, each row has a checkbox. */
  selectedDocumentIds?: ReadonlySet<string>;
  onToggleDocument?(documentId: string): void;
  /** "Upload new version" of a row's document (issue 31). */
  onUploadVersion?(documentId: string, file: File): void;
  /** "Changed in the last version" is on: the cells the version did not change are faded. */
  changedOnly?: boolean;
}

// The server's first screen (and the app's render that hydrates it) shows only what is in view: the rest waits for the
// app, which scrolls. The app renders a scroll's rows in the scroll event itself (the virtualizer's flushSync), so rows
// beyond the view are only work: 2 (not 6) keeps the first commit and a jump far away (every row mounted anew) smaller
// (issue 31, bench/README.md P4).
const overscan = (firstScreen: boolean) => (firstScreen ? 0 : 2);

/**
 * Whether the table renders its overscan: at once when the app renders the table itself; after a hydrated first
 * screen, only in a transition after the render that gives the cells their buttons. That render runs in the
 * hydration's own task, before the frame that makes the table clickable; with the overscan in it, it also created
 * the rows and columns out of view (a third more cells, each with its buttons): in a CPU profile at load 13 the
 * elements' creation with their inline styles was a third of that task (issue 31, bench/README.md P4).
 */
function useOverscanReady(firstScreen: boolean): boolean {
  const [ready, setReady] = useState(!firstScreen);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}

/**
 * The results table, virtualized in both directions: only the rows and columns in view (plus a few) are in the DOM,
 * so 1,000 documents × 20 columns render as fast as a screenful. The header row and the Document column stay put.
 * Columns share the width when they fit and never get narrower than 200 px.
 */
export function MatrixTable({
  columns,
  rows,
  selectedElementId,
  onEditColumn,
  onDeleteDocument,
  onRecalculate,
  onViewDetails,
  onRowsInView,
  selectedDocumentIds,
  onToggleDocument,
  onUploadVersion,
  changedOnly = false,
}: MatrixTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The server's first screen, or the app hydrating it: the same markup (web/src/main.tsx), laid out by CSS.
  const firstScreen = useFirstScreenPass();
  const overscanReady = useOverscanReady(firstScreen);
  const viewportWidth = useElementWidth(scrollRef);
  const columnWidth = Math.max(
    MATRIX_COLUMN_MIN_WIDTH_PX,
    columns.length > 0 ? Math.floor((viewportWidth - MATRIX_DOCUMENT_COLUMN_WIDTH_PX) / columns.length) : 0,
  );

  // Kept while the rows and columns are: the virtualizer works out every row's place again (1,000 rows) whenever its
  // getItemKey changes, which a new function on each render did on every scroll's render (bench/README.md, P4).
  const rowKey = useCallback((index: number) => rows[index]?.document.id ?? `row-${index}`, [rows]);
  const columnKey = useCallback((index: number) => columns[index]!.id, [columns]);
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => MATRIX_CELL_HEIGHT_PX,
    paddingStart: MATRIX_HEADER_HEIGHT_PX,
    overscan: overscan(firstScreen || !overscanReady),
    initialRect: MATRIX_FIRST_SCREEN_RECT,
    getItemKey: rowKey,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => columnWidth,
    paddingStart: MATRIX_DOCUMENT_COLUMN_WIDTH_PX,
    overscan: overscan(firstScreen || !overscanReady),
    initialRect: MATRIX_FIRST_SCREEN_RECT,
    getItemKey: columnKey,
  });
  useEffect(() => columnVirtualizer.measure(), [columnVirtualizer, columnWidth]);

  const virtualRows = rowVirtualizer.getVirtualItems();
  const firstRow = virtualRows[0]?.index ?? 0;
  const lastRow = virtualRows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (lastRow >= 0) onRowsInView?.(firstRow, lastRow);
  }, [firstRow, lastRow, onRowsInView]);
  // A scroll asks for the rows it brings into view in the scroll event itself, before the virtualizer renders their
  // placeholders (rows are all MATRIX_CELL_HEIGHT_PX high): the request leaves a render earlier (bench/README.md, P4).
  const rowCount = rows.length;
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || !onRowsInView) return;
    const onScroll = (event: Event) => {
      if (event.target !== scroller || rowCount === 0) return;
      const top = scroller.scrollTop - MATRIX_HEADER_HEIGHT_PX;
      const first = Math.max(0, Math.floor(top / MATRIX_CELL_HEIGHT_PX) - overscan(false));
      const last = Math.min(rowCount - 1, Math.max(first, Math.ceil((top + scroller.clientHeight) / MATRIX_CELL_HEIGHT_PX) + overscan(false)));
      onRowsInView(first, last);
    };
    // Capture on the scroller itself: before the virtualizer's own listener, which renders at once (flushSync).
    scroller.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => scroller.removeEventListener('scroll', onScroll, { capture: true });
  }, [rowCount, onRowsInView]);

  const virtualColumns = columnVirtualizer.getVirtualItems();
  const totalWidth = firstScreen ? serverTableWidth(columns.length) : Math.max(columnVirtualizer.getTotalSize(), MATRIX_DOCUMENT_COLUMN_WIDTH_PX);
  const columnBox = (index: number, start: number, size: number) => (firstScreen ? serverColumnBox(index, columns.length) : { left: start, width: size });
  const totalHeight = Math.max(rowVirtualizer.getTotalSize(), MATRIX_HEADER_HEIGHT_PX);

  return (
    <StyledScroller
      ref={scrollRef}
      role="table"
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1}
      data-testid="matrix-table"
      style={firstScreen ? { containerType: 'inline-size' } : undefined}
    >
      <StyledCanvas style={{ width: totalWidth, height: rows.length > 0 ? totalHeight : undefined }}>
        <StyledHeaderRow role="row" style={{ width: totalWidth }}>
          <StyledCorner role="columnheader">{MATRIX_TEXTS.documentHeader}</StyledCorner>
          {virtualColumns.map((virtualColumn) => {
            const column = columns[virtualColumn.index]!;
            return (
              <div className={MATRIX_TABLE_CLASSES.headerCell} key={virtualColumn.key} role="columnheader" style={columnBox(virtualColumn.index, virtualColumn.start, virtualColumn.size)}>
                <span className={MATRIX_TABLE_CLASSES.headerName} title={column.name}>
                  {column.name}
                </span>
                <TableIconButton icon="pencil" label={MATRIX_TEXTS.editColumnButton(column.name)} onClick={() => onEditColumn(column.id)} />
              </div>
            );
          })}
        </StyledHeaderRow>
        {rows.length === 0 ? (
          <StyledEmpty>{MATRIX_TEXTS.noResults}</StyledEmpty>
        ) : (
          virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) {
              return (
                <div className={MATRIX_TABLE_CLASSES.row} key={virtualRow.key} role="row" aria-busy="true" style={{ top: virtualRow.start, width: totalWidth, height: virtualRow.size }}>
                  <div className={MATRIX_TABLE_CLASSES.documentCell} role="rowheader" data-matrix-cell="pending">
                    <StyledPending>
                      <Skeleton width="70%" />
                    </StyledPending>
                  </div>
                </div>
              );
            }
            return (
              <div className={MATRIX_TABLE_CLASSES.row} key={virtualRow.key} role="row" style={{ top: virtualRow.start, width: totalWidth, height: virtualRow.size }}>
                <div className={MATRIX_TABLE_CLASSES.documentCell} role="rowheader" data-matrix-cell="document">
                  <MatrixDocumentCell
                    document={row.document}
                    onDelete={onDeleteDocument}
                    checked={selectedDocumentIds?.has(row.document.id) ?? false}
                    onToggle={onToggleDocument}
                    onUploadVersion={onUploadVersion}
                  />
                </div>
                {virtualColumns.map((virtualColumn) => {
                  const column = columns[virtualColumn.index]!;
                  const cell = row.cells[column.id];
                  return (
                    <div
                      className={MATRIX_TABLE_CLASSES.resultCell}
                      key={virtualColumn.key}
                      role="cell"
                      data-matrix-cell="result"
                      data-testid={cell ? `matrix-cell-${cell.id}` : undefined}
                      style={columnBox(virtualColumn.index, virtualColumn.start, virtualColumn.size)}
                    >
                      <MatrixResultCell
                        cell={cell}
                        playbook={!!column.playbookTopic}
                        selected={!!cell && cell.id === selectedElementId}
                        unchanged={changedOnly && !cell?.changed}
                        onRecalculate={onRecalculate}
                        onViewDetails={onViewDetails}
                      />
                    </div>
                  );
                })}
              </div>
            );
          })
        )}
      </StyledCanvas>
    </StyledScroller>
  );
}

/**
 * The columns' share of the width on the server, whose first screen is painted before anything is measured: the same
 * rule as in the browser (share the width, never under the minimum), in CSS over the scroller's width as a query
 * container (`cqw`), so the app's first commit does not move the columns.
 */
const serverShare = (count: number) => `max(${MATRIX_COLUMN_MIN_WIDTH_PX}px, (100cqw - ${MATRIX_DOCUMENT_COLUMN_WIDTH_PX}px) / ${Math.max(count, 1)})`;
const serverTableWidth = (count: number) => `calc(${MATRIX_DOCUMENT_COLUMN_WIDTH_PX}px + ${count} * ${serverShare(count)})`;
const serverColumnBox = (index: number, count: number) => ({
  left: `calc(${MATRIX_DOCUMENT_COLUMN_WIDTH_PX}px + ${index} * ${serverShare(count)})`,
  width: `calc(${serverShare(count)})`,
});

const StyledScroller = styled.div`
  position: relative;
  flex: 1;
  min-height: 240px;
  overflow: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  /* The table's repeated elements are plain (matrixTableClasses.ts): their rules are here, once. */
  .${MATRIX_TABLE_CLASSES.headerCell} {
    position: absolute;
    top: 0;
    display: flex;
    align-items: center;
    gap: ${theme.space(1)};
    height: 100%;
    padding: 0 ${theme.space(2)} 0 ${theme.space(3)};
    border-right: 1px solid ${theme.colors.border};
    font-size: ${theme.fontSizes.small};
    font-weight: 700;
  }

  .${MATRIX_TABLE_CLASSES.headerName} {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .${MATRIX_TABLE_CLASSES.row} {
    position: absolute;
    left: 0;
    border-bottom: 1px solid ${theme.colors.border};
  }

  .${MATRIX_TABLE_CLASSES.documentCell} {
    position: sticky;
    left: 0;
    z-index: 1;
    width: ${MATRIX_DOCUMENT_COLUMN_WIDTH_PX}px;
    height: 100%;
    border-right: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
  }

  .${MATRIX_TABLE_CLASSES.resultCell} {
    position: absolute;
    top: 0;
    height: 100%;
    border-right: 1px solid ${theme.colors.border};
    overflow: hidden;
  }

  .${MATRIX_TABLE_CLASSES.iconButton} {
    ${iconButtonRules}
  }

  .${MATRIX_TABLE_CLASSES.icon} {
    ${iconRules}
  }

  ${resultCellRules}
  ${documentCellRules}
`;

const StyledCanvas = styled.div`
  position: relative;
  min-width: 100%;
`;

const StyledHeaderRow = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  height: ${MATRIX_HEADER_HEIGHT_PX}px;
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceMuted};
`;

const StyledCorner = styled.div`
  position: sticky;
  left: 0;
  z-index: 3;
  display: flex;
  align-items: center;
  width: ${MATRIX_DOCUMENT_COLUMN_WIDTH_PX}px;
  height: 100%;
  padding: 0 ${theme.space(3)};
  border-right: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceMuted};
  font-size: ${theme.fontSizes.small};
  font-weight: 700;
`;

const StyledPending = styled.div`
  display: flex;
  align-items: center;
  height: 100%;
  padding: 0 ${theme.space(3)};
`;

const StyledEmpty = styled.div`
  position: sticky;
  left: 0;
  width: min(100%, 100vw);
  padding: ${theme.space(10)} ${theme.space(4)};
  color: ${theme.colors.muted};
  text-align: center;
`;
