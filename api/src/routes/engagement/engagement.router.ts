import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody } from '../../middlewares/validate';
import { respond } from '../../respond';
import { recordUserActionEvents } from '../../commands/userActionEvents';
import { chronicleSchema } from './engagement.schema';

/** `POST /api/engagement/chronicle` (spec 01 §7): the caller's user action events, stored; 204. */
export function engagementRouter(deps: { sequelize: Sequelize }): Router {
  const router = Router();
  router.post('/engagement/chronicle', async (req, res) => {
    const { userActionEvents } = parseBody(chronicleSchema, req);
    await recordUserActionEvents(deps.sequelize, currentUser(req).id, userActionEvents);
    respond.noContent(res);
  });
  return router;
}
