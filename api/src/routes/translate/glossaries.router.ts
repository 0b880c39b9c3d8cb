import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { glossarySchema } from '@arcline/shared';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody } from '../../middlewares/validate';
import { companyGlossaries, replaceCompanyGlossary } from '../../commands/translate/glossaries';
import { authorizeGlossaries } from '../../policies/glossaries';
import { respond } from '../../respond';

/**
 * The company's translation glossaries (README "Translate"): `GET` lists them, `PUT` replaces one language pair's
 * glossary (no entries deletes it); who may do which is policies/glossaries.ts.
 */
export function glossariesRouter(deps: { sequelize: Sequelize }): Router {
  const router = Router();

  router.get('/translate/glossaries', async (req, res) => {
    respond.collection(res, await companyGlossaries(deps.sequelize, currentUser(req)));
  });

  router.put('/translate/glossary', async (req, res) => {
    const user = currentUser(req);
    // Who may replace is decided before the body is read: for anyone else the call does not exist (404), even malformed.
    authorizeGlossaries(user, 'replace');
    respond.action(res, await replaceCompanyGlossary(deps.sequelize, user, parseBody(glossarySchema, req)));
  });

  return router;
}
