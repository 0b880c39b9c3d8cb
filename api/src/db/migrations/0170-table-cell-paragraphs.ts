import type { Migration } from '../migrate';

/**
 * A Word table's part keeps the paragraphs of its cells (ids and texts, nested tables included), so an edit, a search
 * or a selection inside a cell can name the cell's own paragraph (issue 29); null for paragraphs and attachments.
 */
export const tableCellParagraphs: Migration = {
  name: '0170-table-cell-paragraphs',
  async up({ sequelize }) {
    await sequelize.query(`alter table text_chunks add column cell_paragraphs jsonb`);
  },
  async down({ sequelize }) {
    await sequelize.query(`alter table text_chunks drop column cell_paragraphs`);
  },
};
