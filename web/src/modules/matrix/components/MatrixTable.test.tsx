import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { MatrixColumn, MatrixRow } from '@arcline/shared';
import { MatrixTable } from './MatrixTable';
import { MATRIX_TABLE_CLASSES } from './matrixTableClasses';

const columns: MatrixColumn[] = Array.from({ length: 4 }, (_, index) => ({
  id: `column-${index}`,
  name: `Question ${index + 1}`,
  queryType: 'CUSTOM' as MatrixColumn['queryType'],
  matrixId: 'matrix',
  sortOrder: index,
  matrixQueryId: null,
  customQuery: `Question ${index + 1}?`,
  answerKind: 'text',
  answerOptions: null,
}));

const rows: MatrixRow[] = Array.from({ length: 8 }, (_, row) => ({
  document: { id: `document-${row}`, attachmentId: `attachment-${row}`, name: `Contract ${row}.pdf`, documentType: 'pdf', status: 'COMPLETED', error: null },
  cells: Object.fromEntries(
    columns.map((column) => [column.id, { id: `cell-${row}-${column.id}`, status: 'COMPLETED' as const, refineResult: `Answer ${row}`, result: null, typedValue: null }]),
  ),
}));

/** The table as the server's first screen renders it (the same markup the app hydrates), with its style rules. */
function renderTable(selectedElementId: string | null) {
  const sheet = new ServerStyleSheet();
  try {
    const noop = () => undefined;
    const html = renderToString(
      sheet.collectStyles(
        <MatrixTable
          columns={columns}
          rows={rows}
          selectedElementId={selectedElementId}
          onEditColumn={noop}
          onDeleteDocument={noop}
          onRecalculate={noop}
          onViewDetails={noop}
        />,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The class attribute of each element that carries `marker` among its attributes. */
const classesOf = (html: string, marker: string) => [...html.matchAll(new RegExp(`<[a-z]+ [^>]*${marker}[^>]*>`, 'g'))].map((tag) => /class="([^"]*)"/.exec(tag[0])?.[1] ?? '');

describe('MatrixTable', () => {
  it("draws its column headers, rows and cells as plain elements, not a styled component each (issue 31, 31c: their renders were a quarter of the hydration's work)", () => {
    const { html, styles } = renderTable('cell-1-column-0');
    const rowClasses = classesOf(html, 'role="row"').filter((classes) => !classes.includes('sc-'));
    const cellClasses = classesOf(html, 'data-matrix-cell="result"');
    const answerClasses = classesOf(html, 'data-status="COMPLETED"');
    const headerClasses = classesOf(html, 'role="columnheader"').filter((classes) => !classes.includes('sc-'));
    // The header row is one styled component; every row of documents and every cell is plain.
    expect(rowClasses).toHaveLength(rows.length);
    expect(rowClasses.every((classes) => classes === MATRIX_TABLE_CLASSES.row)).toBe(true);
    expect(cellClasses.length).toBeGreaterThan(0);
    expect(cellClasses.every((classes) => classes === MATRIX_TABLE_CLASSES.resultCell)).toBe(true);
    expect(answerClasses.every((classes) => classes === MATRIX_TABLE_CLASSES.answer)).toBe(true);
    // The column headers too (the corner, 'Document', stays a styled component).
    expect(headerClasses.length).toBeGreaterThan(0);
    expect(headerClasses.every((classes) => classes === MATRIX_TABLE_CLASSES.headerCell)).toBe(true);
    // The selected cell is marked by an attribute, and the rules for these classes are in the table's style sheet once.
    expect(html.match(/data-selected="true"/g)).toHaveLength(1);
    for (const name of Object.values(MATRIX_TABLE_CLASSES)) expect(styles).toContain(`.${name}`);
    expect(styles).toContain(`.${MATRIX_TABLE_CLASSES.answer}[data-selected]`);
  });
});
