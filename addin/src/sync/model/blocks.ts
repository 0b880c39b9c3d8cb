/** The synchronised copy of a document (spec 01 §3): an ordered list of blocks; table cells hold blocks again. */
export type Block = ParagraphBlock | TableBlock;

export interface ParagraphBlock {
  type: 'paragraph';
  /** Word's uniqueLocalId. */
  id: string;
  /** Cleaned reviewed text. */
  text: string;
}

export interface TableBlock {
  type: 'table';
  /** Where the table is: body index, then for nested tables row, cell and body index again ('4', '4/r1/c0/2'). */
  path: string;
  rows: TableRowBlock[];
}

export interface TableRowBlock {
  cells: TableCellBlock[];
}

export interface TableCellBlock {
  blocks: Block[];
}
