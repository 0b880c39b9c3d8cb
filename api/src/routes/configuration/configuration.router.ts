import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { RuntimeConfig } from '@arcline/shared';
import { configurationFor } from '../../commands/accounts/userConfiguration';
import { currentUser } from '../../middlewares/authenticate';
import { respond } from '../../respond';
import { presentConfiguration } from '../../presenters/user';

/** `GET /api/configuration` (spec 01 §3) and `GET /api/contexts-info`. */
export function configurationRouter(deps: { config: RuntimeConfig; sequelize: Sequelize }): Router {
  const router = Router();

  router.get('/configuration', async (req, res) => {
    const user = currentUser(req);
    respond.entity(res, presentConfiguration(user, await configurationFor(deps, user)));
  });

  router.get('/contexts-info', (req, res) => {
    const user = currentUser(req);
    respond.entity(res, { userId: user.id, companyId: user.companyId, contexts: [] });
  });

  return router;
}
