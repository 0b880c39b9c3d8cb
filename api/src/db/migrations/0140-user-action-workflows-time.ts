import type { Migration } from '../migrate';

/**
 * The admin console's recent user actions also list the actions that started workflows without a chronicle event
 * (the matrix changes, README "Administration"): the company's latest workflows, newest first.
 */
export const userActionWorkflowsTime: Migration = {
  name: '0140-user-action-workflows-time',
  async up({ sequelize }) {
    await sequelize.query('create index user_action_workflows_company_time on user_action_workflows (company_id, created_at desc);');
  },
  async down({ sequelize }) {
    await sequelize.query('drop index user_action_workflows_company_time;');
  },
};
