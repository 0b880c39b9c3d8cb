import type { HostBody, HostTable } from '@arcline/web';
import type { WordBody, WordContext } from './wordApi';

interface BodyToRead {
  body: WordBody;
  /** The tableNestingLevel of the body's own paragraphs: 0 for the document, n inside a table of level n. */
  level: number;
}

/**
 * The structure of bodies (paragraph ids, tables, rows, cells), all bodies of one nesting level read together: three
 * round trips per level, however many cells. Word lists a body's paragraphs and tables at every depth, so each body
 * keeps the ones of its own level; the paragraph before or after a table counts only if it is in the same body.
 */
export async function readBodyStructure(context: WordContext, bodies: BodyToRead[]): Promise<HostBody[]> {
  if (bodies.length === 0) return [];
  const listed = bodies.map(({ body, level }) => ({
    level,
    paragraphs: body.paragraphs.load('items/uniqueLocalId,items/tableNestingLevel'),
    tables: body.tables.load('items/nestingLevel'),
  }));
  await context.sync();
  const own = listed.map(({ level, paragraphs, tables }) => ({
    level,
    ids: paragraphs.items.filter((paragraph) => paragraph.tableNestingLevel === level).map((paragraph) => paragraph.uniqueLocalId),
    tables: tables.items
      .filter((table) => table.nestingLevel === level + 1)
      .map((table) => ({
        before: table.getParagraphBeforeOrNullObject().load('isNullObject,uniqueLocalId'),
        after: table.getParagraphAfterOrNullObject().load('isNullObject,uniqueLocalId'),
        rows: table.rows.load('items'),
      })),
  }));
  await context.sync();
  const cells = own.map(({ tables }) => tables.map(({ rows }) => rows.items.map((row) => row.cells.load('items'))));
  await context.sync();
  const childBodies = await readBodyStructure(
    context,
    cells.flatMap((tables, index) => tables.flat().flatMap((rowCells) => rowCells.items.map((cell) => ({ body: cell.body, level: (own[index]?.level ?? 0) + 1 })))),
  );
  let next = 0;
  return own.map(({ ids, tables }, bodyIndex) => ({
    paragraphs: ids.map((id) => ({ id })),
    tables: tables.map(({ before, after }, tableIndex): HostTable => {
      const inBody = (paragraph: typeof before) => (!paragraph.isNullObject && ids.includes(paragraph.uniqueLocalId) ? paragraph.uniqueLocalId : null);
      return {
        paragraphBeforeId: inBody(before),
        paragraphAfterId: inBody(after),
        rows: (cells[bodyIndex]?.[tableIndex] ?? []).map((rowCells) => ({ cells: rowCells.items.map(() => ({ body: childBodies[next++] as HostBody })) })),
      };
    }),
  }));
}
