import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import type { MatrixColumn, MatrixElementStatus, MatrixRow } from '@arcline/shared';
import { GlobalStyle } from '../../../web/src/theme/GlobalStyle';
import { MatrixTable } from '../../../web/src/modules/matrix/components/MatrixTable';

/** What the page reports to the benchmark script. */
export interface RenderBenchResult {
  rows: number;
  columns: number;
  firstRenderMs: number;
  renderedCellsAtStart: number;
  scrollFrames: number;
  scrollFrameMsMean: number;
  scrollFrameMsMax: number;
  renderedCellsAfterScroll: number;
}

declare global {
  interface Window {
    runMatrixRenderBench(rows: number, columns: number): Promise<RenderBenchResult>;
  }
}

const ANSWERS = ['Texas', 'Yes', '30 days', 'Licensor; Licensee', 'August 1, 2013', 'Not found', '$1,000,000'];

function fixture(rowCount: number, columnCount: number): { columns: MatrixColumn[]; rows: MatrixRow[] } {
  const columns = Array.from({ length: columnCount }, (_, index): MatrixColumn => ({
    id: `column-${index}`,
    name: `Column ${index + 1}`,
    queryType: 'CUSTOM',
    matrixId: 'bench',
    sortOrder: index,
    matrixQueryId: null,
    customQuery: `Question ${index + 1}?`,
    answerKind: 'text',
    answerOptions: null,
  }));
  const rows = Array.from({ length: rowCount }, (_, row): MatrixRow => ({
    document: { id: `document-${row}`, attachmentId: `attachment-${row}`, name: `contract-${row}.pdf`, documentType: 'pdf', status: 'COMPLETED', error: null },
    cells: Object.fromEntries(
      columns.map((column, index) => {
        const seed = (row * 31 + index * 17) % 100;
        const status: MatrixElementStatus = seed < 5 ? 'PROCESSING' : seed < 8 ? 'FAILED' : 'COMPLETED';
        return [column.id, { id: `cell-${row}-${index}`, status, refineResult: ANSWERS[seed % ANSWERS.length]!, result: null, typedValue: null }];
      }),
    ),
  }));
  return { columns, rows };
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const countCells = () => document.querySelectorAll('[data-matrix-cell]').length;
const noop = () => undefined;

window.runMatrixRenderBench = async (rowCount, columnCount) => {
  const { columns, rows } = fixture(rowCount, columnCount);
  const container = document.getElementById('root')!;
  const started = performance.now();
  createRoot(container).render(
    <>
      <GlobalStyle />
      <StyledFrame>
        <MatrixTable
          columns={columns}
          rows={rows}
          selectedElementId={null}
          onEditColumn={noop}
          onDeleteDocument={noop}
          onRecalculate={noop}
          onViewDetails={noop}
        />
      </StyledFrame>
    </>,
  );
  // The virtualizer renders once it has measured its scroll element: wait for the first cells, then a painted frame.
  while (countCells() === 0) await nextFrame();
  await nextFrame();
  const firstRenderMs = performance.now() - started;
  const renderedCellsAtStart = countCells();

  const scroller = document.querySelector<HTMLElement>('[data-testid="matrix-table"]')!;
  const frames: number[] = [];
  const steps = 60;
  for (let step = 1; step <= steps; step += 1) {
    const before = performance.now();
    scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * (step / steps);
    scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) * (step / steps);
    await nextFrame();
    await nextFrame();
    frames.push(performance.now() - before);
  }
  return {
    rows: rowCount,
    columns: columnCount,
    firstRenderMs,
    renderedCellsAtStart,
    scrollFrames: steps,
    scrollFrameMsMean: frames.reduce((sum, ms) => sum + ms, 0) / frames.length,
    scrollFrameMsMax: Math.max(...frames),
    renderedCellsAfterScroll: countCells(),
  };
};

const StyledFrame = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  padding: 16px;
`;
