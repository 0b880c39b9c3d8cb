import { Router, type Request } from 'express';
import type { Sequelize } from 'sequelize';
import {
  COMPANY_SETTINGS_MESSAGES,
  companySettingsUpdateSchema,
  configuredAiEngines,
  effectiveAiEngine,
  temporalUserWorkflowsUrl,
  type CompanySettings,
  type RuntimeConfig,
  type SuperUserSettings,
} from '@arcline/shared';
import { companySettingsStore, type AccountUser } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { changeCompanySettings } from '../../commands/admin/companySettingsChange';
import { ValidationError } from '../../errors';
import { authorizeSuperUserSettings } from '../../policies/superUser';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody } from '../../middlewares/validate';
import { respond } from '../../respond';

/**
 * The Super User Menu's settings of the caller's company (README "Super User Menu"): `GET` and `PUT
 * /api/super-user/settings`. Super users only: everyone else gets 403 (the menu is known to exist, it is not theirs).
 */
export function superUserRouter(deps: { config: RuntimeConfig; sequelize: Sequelize }): Router {
  const router = Router();
  const sql = sequelizeSql(deps.sequelize);
  const present = (user: AccountUser, settings: CompanySettings): SuperUserSettings => ({
    settings,
    availableEngines: configuredAiEngines(deps.config),
    defaultEngine: effectiveAiEngine(deps.config, null),
    temporalWorkflowsUrl: temporalUserWorkflowsUrl(deps.config, user.id),
  });

  router.get('/super-user/settings', async (req, res) => {
    const user = superUser(req);
    respond.entity(res, present(user, await companySettingsStore.get(sql, user.companyId)));
  });

  router.put('/super-user/settings', async (req, res) => {
    const user = superUser(req);
    const update = parseBody(companySettingsUpdateSchema, req);
    if (update.aiEngine && !configuredAiEngines(deps.config).includes(update.aiEngine)) {
      throw new ValidationError([COMPANY_SETTINGS_MESSAGES.aiEngineNotConfigured(update.aiEngine)]);
    }
    req.log.info({ companyId: user.companyId, update }, 'company settings changed by a super user');
    respond.entity(res, present(user, await changeCompanySettings(deps.sequelize, user, update)));
  });

  return router;
}

function superUser(req: Request): AccountUser {
  const user = currentUser(req);
  authorizeSuperUserSettings(user);
  return user;
}
