/**
 * Class names of the matrix table's repeated elements (column headers, rows, cells, their buttons). They are plain elements, not
 * styled components: a styled component's own render (its props copied and filtered, its class worked out) was a
 * quarter of React's work while the app hydrates the server's table (issue 31, 31c: CPU profiles of bench P4's pages),
 * and the table has a few hundred of them. Their rules live once in the table's scroller (MatrixTable's StyledScroller),
 * scoped under its class.
 */
export const MATRIX_TABLE_CLASSES = {
  headerCell: 'matrix-header-cell',
  headerName: 'matrix-header-name',
  row: 'matrix-row',
  documentCell: 'matrix-document-cell',
  resultCell: 'matrix-result-cell',
  document: 'matrix-document',
  documentName: 'matrix-document-name',
  documentActions: 'matrix-document-actions',
  answer: 'matrix-cell-answer',
  answerValue: 'matrix-cell-value',
  answerActions: 'matrix-cell-actions',
  iconButton: 'matrix-icon-button',
  icon: 'matrix-icon',
} as const;
