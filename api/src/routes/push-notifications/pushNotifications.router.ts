import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { PUSH_QUERY_LIMITS, PUSH_QUERY_MESSAGES, uuidField, type RuntimeConfig } from '@arcline/shared';
import { z } from 'zod';
import type { TemporalHandle } from '../../temporal';
import { currentUser } from '../../middlewares/authenticate';
import { parseQuery } from '../../middlewares/validate';
import { readTopicNotifications } from '../../commands/push/pushTopics';
import { authorizePushTopics } from '../../policies/pushTopics';
import { respond } from '../../respond';

const pushQuery = z.object({
  topicIds: z
    .string({ message: PUSH_QUERY_MESSAGES.topicIds })
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: PUSH_QUERY_MESSAGES.topicIds });
        return z.NEVER;
      }
    })
    .pipe(z.array(uuidField(PUSH_QUERY_MESSAGES.topicIds)).max(PUSH_QUERY_LIMITS.maxTopics)),
  lastNSeconds: z.coerce
    .number({ message: PUSH_QUERY_MESSAGES.lastNSeconds })
    .int()
    .min(1, PUSH_QUERY_MESSAGES.lastNSeconds)
    .max(PUSH_QUERY_LIMITS.maxWindowSeconds, PUSH_QUERY_MESSAGES.window),
  /** The cursor (`other_data.cursor`) of the caller's previous answer: what that answer could not see yet comes too. */
  after: z
    .string({ message: PUSH_QUERY_MESSAGES.after })
    .regex(/^\d{1,19}$/, PUSH_QUERY_MESSAGES.after)
    .optional(),
});

/**
 * `GET /api/push-notifications?topicIds=[…]&lastNSeconds=N[&after=cursor]`: the caller's topics only; others' are
 * silently empty. `other_data.cursor` is sent back as `after` by the next poll, which then misses nothing.
 */
export function pushNotificationsRouter(deps: { sequelize: Sequelize; temporal: TemporalHandle; config: Pick<RuntimeConfig, 'PUSH_WORKFLOW_CHECK_SECONDS'> }): Router {
  const router = Router();
  router.get('/push-notifications', async (req, res) => {
    const { topicIds, lastNSeconds, after } = parseQuery(pushQuery, req);
    const { notifications, cursor } = await readTopicNotifications(deps.sequelize, deps.temporal.client, {
      userId: authorizePushTopics(currentUser(req), 'read').userId,
      topicIds,
      lastNSeconds,
      after,
      checkIntervalSeconds: deps.config.PUSH_WORKFLOW_CHECK_SECONDS,
    });
    respond.collection(res, notifications, cursor === undefined ? {} : { cursor });
  });
  return router;
}
