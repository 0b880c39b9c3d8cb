import type { Migration } from '../migrate';

/**
 * The matrix page's 2 s re-fetch asks for the cells written since its cursor (README "Matrix Review"): an index by
 * matrix and time answers it without reading every cell of a large matrix.
 */
export const matrixChanges: Migration = {
  name: '0100-matrix-changes',
  async up({ sequelize }) {
    await sequelize.query('create index matrix_elements_matrix_updated on matrix_elements (matrix_id, updated_at)');
  },
  async down({ sequelize }) {
    await sequelize.query('drop index matrix_elements_matrix_updated');
  },
};
