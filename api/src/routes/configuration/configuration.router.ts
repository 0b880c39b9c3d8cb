import { Router } from 'express';
import { aiEngineOf, errorReportingSettingFor, type Configuration, type RuntimeConfig } from '@arcline/shared';
import { currentUser } from '../../middlewares/authenticate';
import { presentUser } from '../../presenters/user';
import { respond } from '../../respond';

/** `GET /api/configuration` (spec 01 §3) and `GET /api/contexts-info`. */
export function configurationRouter(deps: { config: RuntimeConfig }): Router {
  const router = Router();

  router.get('/configuration', (req, res) => {
    const configuration: Configuration = {
      user: presentUser(currentUser(req)),
      // The add-in switches to this base URL (spec 01 §4): the origin Word loads the task pane from.
      apiBaseUrl: `${deps.config.ADDIN_PUBLIC_URL}/api`,
      enablePerplexity: true,
      errorReporting: errorReportingSettingFor(deps.config),
      aiEngine: aiEngineOf(deps.config),
    };
    respond.entity(res, configuration);
  });

  router.get('/contexts-info', (req, res) => {
    const user = currentUser(req);
    respond.entity(res, { userId: user.id, companyId: user.companyId, contexts: [] });
  });

  return router;
}
