import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { effectiveAiEngine, errorReportingSettingFor, type Configuration, type RuntimeConfig } from '@arcline/shared';
import { companySettingsStore } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { currentUser } from '../../middlewares/authenticate';
import { presentUser } from '../../presenters/user';
import { respond } from '../../respond';

/** `GET /api/configuration` (spec 01 §3) and `GET /api/contexts-info`. */
export function configurationRouter(deps: { config: RuntimeConfig; sequelize: Sequelize }): Router {
  const router = Router();
  const sql = sequelizeSql(deps.sequelize);

  router.get('/configuration', async (req, res) => {
    const user = currentUser(req);
    // What a super user set for the company in the Super User Menu.
    const settings = await companySettingsStore.get(sql, user.companyId);
    const configuration: Configuration = {
      user: presentUser(user),
      // The add-in switches to this base URL (spec 01 §4): the origin Word loads the task pane from.
      apiBaseUrl: `${deps.config.ADDIN_PUBLIC_URL}/api`,
      enablePerplexity: settings.enablePerplexity,
      errorReporting: errorReportingSettingFor(deps.config, settings.clientLogLevel),
      aiEngine: effectiveAiEngine(deps.config, settings.aiEngine),
    };
    respond.entity(res, configuration);
  });

  router.get('/contexts-info', (req, res) => {
    const user = currentUser(req);
    respond.entity(res, { userId: user.id, companyId: user.companyId, contexts: [] });
  });

  return router;
}
