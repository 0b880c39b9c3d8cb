import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { chronicleBodySchema, type ChronicleResult } from '@arcline/shared';
import { userActionEventStore } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody } from '../../middlewares/validate';
import { respond } from '../../respond';

/** `POST /api/engagement/chronicle` {userActionEvents}: the caller's tracked user actions, stored per user and company. */
export function engagementRouter(deps: { sequelize: Sequelize }): Router {
  const router = Router();
  router.post('/engagement/chronicle', async (req, res) => {
    const { userActionEvents } = parseBody(chronicleBodySchema, req);
    const user = currentUser(req);
    await userActionEventStore.addMany(
      sequelizeSql(deps.sequelize),
      userActionEvents.map((event) => ({
        companyId: user.companyId,
        userId: user.id,
        type: event.type,
        eventTime: new Date(event.eventTime),
        userActionId: event.userActionId ?? null,
        elapsedMs: event.elapsedTime ?? null,
        documentData: event.documentData ?? null,
        documentUpdateStatistics: event.documentUpdateStatistics ?? null,
      })),
    );
    respond.action<ChronicleResult>(res, { recorded: userActionEvents.length }, 202);
  });
  return router;
}
