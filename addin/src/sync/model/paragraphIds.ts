import type { HostBody } from '@arcline/web';

/** Every paragraph id of a body, those in table cells (at any depth) included. */
export function paragraphIds(body: HostBody): string[] {
  const ids = body.paragraphs.map((paragraph) => paragraph.id);
  for (const table of body.tables) {
    for (const row of table.rows) for (const cell of row.cells) ids.push(...paragraphIds(cell.body));
  }
  return ids;
}
