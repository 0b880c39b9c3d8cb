import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { TemporalHandle } from '../../temporal';
import { currentUser } from '../../middlewares/authenticate';
import { parseQuery } from '../../middlewares/validate';
import { readTopicNotifications } from '../../commands/push/pushTopics';
import { respond } from '../../respond';

const MAX_TOPICS = 100;
const MAX_WINDOW_SECONDS = 3600;

const pushQuery = z.object({
  topicIds: z
    .string({ message: 'topicIds must be a JSON list of topic ids.' })
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'topicIds must be a JSON list of topic ids.' });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.uuid({ message: 'topicIds must be a JSON list of topic ids.' })).max(MAX_TOPICS)),
  lastNSeconds: z.coerce
    .number({ message: 'lastNSeconds must be a number of seconds.' })
    .int()
    .min(1, 'lastNSeconds must be a number of seconds.')
    .max(MAX_WINDOW_SECONDS, `lastNSeconds must be at most ${MAX_WINDOW_SECONDS}.`),
});

/** `GET /api/push-notifications?topicIds=[…]&lastNSeconds=N`: the caller's topics only; others' are silently empty. */
export function pushNotificationsRouter(deps: { sequelize: Sequelize; temporal: TemporalHandle }): Router {
  const router = Router();
  router.get('/push-notifications', async (req, res) => {
    const { topicIds, lastNSeconds } = parseQuery(pushQuery, req);
    const notifications = await readTopicNotifications(deps.sequelize, deps.temporal.client, { userId: currentUser(req).id, topicIds, lastNSeconds });
    respond.collection(res, notifications);
  });
  return router;
}
