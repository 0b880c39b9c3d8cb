import type { Migration } from '../migrate';

/** Push polling asks Temporal about a topic's workflow at most every few seconds, across every API replica. */
export const pushTopicChecks: Migration = {
  name: '0060-push-topic-checks',
  async up({ sequelize }) {
    await sequelize.query('alter table push_topics add column workflow_checked_at timestamptz');
  },
  async down({ sequelize }) {
    await sequelize.query('alter table push_topics drop column workflow_checked_at');
  },
};
