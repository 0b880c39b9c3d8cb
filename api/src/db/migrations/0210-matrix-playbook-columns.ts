import type { Migration } from '../migrate';

/**
 * Playbook columns in Matrix Review (issue 32): a column made by "Add playbook columns" is one topic of one version of
 * a playbook, `{playbookId, version, topicId}`; its cells are that topic's verdict (a `list` value), quote and why.
 */
export const matrixPlaybookColumns: Migration = {
  name: '0210-matrix-playbook-columns',
  async up({ sequelize }) {
    await sequelize.query(`alter table matrix_columns add column playbook_topic jsonb;`);
  },
  async down({ sequelize }) {
    await sequelize.query(`alter table matrix_columns drop column playbook_topic;`);
  },
};
