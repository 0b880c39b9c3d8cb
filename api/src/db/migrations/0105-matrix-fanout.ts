import type { Migration } from '../migrate';

/**
 * Durable fan-out (README "Matrix Review"): a cell is queued (PROCESSING, not dispatched) until its request's
 * `matrix-fanout` workflow has started its `matrix-cell` run, then in flight (PROCESSING, dispatched) until it is
 * answered. Cells in flight per user are bounded, so these two partial indexes hold only the cells at work.
 */
export const matrixFanout: Migration = {
  name: '0105-matrix-fanout',
  async up({ sequelize }) {
    await sequelize.query(`
      alter table matrix_elements add column dispatched boolean not null default false;
      update matrix_elements set dispatched = true where status = 'PROCESSING';
      create index matrix_elements_queued on matrix_elements (matrix_id, generation) where status = 'PROCESSING' and not dispatched;
      create index matrix_elements_in_flight on matrix_elements (matrix_id) where status = 'PROCESSING' and dispatched;
    `);
  },
  async down({ sequelize }) {
    await sequelize.query(`
      drop index matrix_elements_in_flight;
      drop index matrix_elements_queued;
      alter table matrix_elements drop column dispatched;
    `);
  },
};
