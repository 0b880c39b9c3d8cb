import type { Sequelize } from 'sequelize';
import type { UserActionEvent } from '@arcline/shared';

/** The one writer of user_action_events: the tracked user actions of spec 01 §7, kept for usage reports. */
export async function recordUserActionEvents(sequelize: Sequelize, userId: string, events: UserActionEvent[]): Promise<void> {
  await sequelize.transaction(async (transaction) => {
    for (const event of events) {
      const { type, eventTime, userActionId, ...data } = event;
      await sequelize.query(
        `insert into user_action_events (user_id, type, event_time, user_action_id, data) values ($1, $2, $3, $4, $5::jsonb)`,
        { bind: [userId, type, eventTime, userActionId ?? null, JSON.stringify(data)], transaction },
      );
    }
  });
}
