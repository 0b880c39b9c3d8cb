import type { Migration } from '../migrate';

/**
 * State shared by API replicas: when push polling last asked Temporal about a topic's workflow (at most every few
 * seconds), and the brute-force counters of the account calls (rate-limiter-flexible's table layout).
 */
export const sharedLimits: Migration = {
  name: '0065-shared-limits',
  async up({ sequelize }) {
    await sequelize.query(`
      alter table push_topics add column workflow_checked_at timestamptz;
      create table rate_limits (key varchar(255) primary key, points integer not null default 0, expire bigint);
    `);
  },
  async down({ sequelize }) {
    await sequelize.query('alter table push_topics drop column workflow_checked_at; drop table rate_limits;');
  },
};
