import type { WordTable, WordTableCell, WordTableRow } from '../../office/wordApi';
import { fullText } from '../model/chars';
import { childTables, paragraphsIn, type TablePlace } from '../model/documentTree';
import type { SimCell, SimParagraph, SimRow } from '../model/types';
import { BodyProxy } from './BodyProxy';
import { ParagraphProxy } from './ParagraphProxy';
import { SimulatedClientObject, SimulatedCollection } from './SimulatedClientObject';
import { officeErrors } from './SimulatedOfficeError';

export class TableProxy extends SimulatedClientObject<TablePlace> implements WordTable {
  readonly rows = new SimulatedCollection<TableRowProxy, RowTarget>(
    this.context,
    () => this.target().table.rows.map((row, rowIndex) => ({ row, rowIndex, nestingLevel: this.target().nestingLevel })),
    (resolve) => new TableRowProxy(this.context, resolve),
    'TableRowCollection',
  );

  readonly tables = new SimulatedCollection<TableProxy, TablePlace>(
    this.context,
    () => childTables(this.target().table).map((table) => ({ table, container: [], nestingLevel: this.target().nestingLevel + 1 })),
    (resolve) => new TableProxy(this.context, resolve),
    'TableCollection',
  );

  get nestingLevel(): number {
    return this.loaded('nestingLevel');
  }

  get rowCount(): number {
    return this.loaded('rowCount');
  }

  get values(): string[][] {
    return this.loaded('values');
  }

  delete(): void {
    this.context.enqueue(() => this.context.model.deleteTable(this.target().table));
  }

  getCell(rowIndex: number, cellIndex: number): TableCellProxy {
    return new TableCellProxy(this.context, () => {
      const cell = this.target().table.rows[rowIndex]?.cells[cellIndex];
      if (!cell) throw officeErrors.itemNotFound('Table.getCell');
      return { cell, rowIndex, cellIndex, nestingLevel: this.target().nestingLevel };
    });
  }

  /** Word's paragraph before the table: the one before it in document order (null object when none). */
  getParagraphBeforeOrNullObject(): ParagraphProxy {
    return new ParagraphProxy(this.context, () => this.neighbour(-1));
  }

  getParagraphAfterOrNullObject(): ParagraphProxy {
    return new ParagraphProxy(this.context, () => this.neighbour(1));
  }

  protected snapshot({ table, nestingLevel }: TablePlace) {
    return {
      nestingLevel,
      rowCount: table.rows.length,
      values: table.rows.map((row) => row.cells.map(cellText)),
    };
  }

  private neighbour(direction: -1 | 1): SimParagraph | null {
    const own = paragraphsIn([this.target().table]).map((place) => place.paragraph);
    const all = this.context.model.paragraphs().map((place) => place.paragraph);
    const edge = direction < 0 ? own[0] : own[own.length - 1];
    return (edge && all[all.indexOf(edge) + direction]) || null;
  }
}

interface RowTarget {
  row: SimRow;
  rowIndex: number;
  nestingLevel: number;
}

interface CellTarget {
  cell: SimCell;
  rowIndex: number;
  cellIndex: number;
  nestingLevel: number;
}

export class TableRowProxy extends SimulatedClientObject<RowTarget> implements WordTableRow {
  readonly cells = new SimulatedCollection<TableCellProxy, CellTarget>(
    this.context,
    () => {
      const { row, rowIndex, nestingLevel } = this.target();
      return row.cells.map((cell, cellIndex) => ({ cell, rowIndex, cellIndex, nestingLevel }));
    },
    (resolve) => new TableCellProxy(this.context, resolve),
    'TableCellCollection',
  );

  get rowIndex(): number {
    return this.loaded('rowIndex');
  }

  get cellCount(): number {
    return this.loaded('cellCount');
  }

  protected snapshot({ row, rowIndex }: RowTarget) {
    return { rowIndex, cellCount: row.cells.length };
  }
}

export class TableCellProxy extends SimulatedClientObject<CellTarget> implements WordTableCell {
  readonly body = new BodyProxy(this.context, () => ({ blocks: this.target().cell.blocks, nestingLevel: this.target().nestingLevel }));

  get rowIndex(): number {
    return this.loaded('rowIndex');
  }

  get cellIndex(): number {
    return this.loaded('cellIndex');
  }

  get value(): string {
    return this.loaded('value');
  }

  protected snapshot({ cell, rowIndex, cellIndex }: CellTarget) {
    return { rowIndex, cellIndex, value: cellText(cell) };
  }
}

function cellText(cell: SimCell): string {
  return paragraphsIn(cell.blocks).map(({ paragraph }) => fullText(paragraph.runs)).join('\r');
}

