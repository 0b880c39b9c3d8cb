import type { Migration } from '../migrate';

/**
 * The party a playbook's reviews act for by default (issue 32): a role (customer, supplier, licensee, licensor) or a
 * party's name as contracts write it; null is none. Part of each version, like its topics, so a review or a matrix
 * column can say which side it judged from. Owned by shared/src/data/playbooks.ts.
 */
export const playbookActingFor: Migration = {
  name: '0230-playbook-acting-for',
  async up({ sequelize }) {
    await sequelize.query('alter table playbook_versions add column acting_for text;');
  },
  async down({ sequelize }) {
    await sequelize.query('alter table playbook_versions drop column acting_for;');
  },
};
