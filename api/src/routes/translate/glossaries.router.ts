import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { glossarySchema } from '@arcline/shared';
import { listGlossaries, replaceGlossary } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody } from '../../middlewares/validate';
import { authorizeGlossaries } from '../../policies/glossaries';
import { respond } from '../../respond';

/**
 * The company's translation glossaries (README "Translate"): `GET` lists them, `PUT` replaces one language pair's
 * glossary (no entries deletes it); who may do which is policies/glossaries.ts.
 */
export function glossariesRouter(deps: { sequelize: Sequelize }): Router {
  const router = Router();
  const sql = sequelizeSql(deps.sequelize);

  router.get('/translate/glossaries', async (req, res) => {
    const { companyId } = authorizeGlossaries(currentUser(req), 'read');
    respond.collection(res, await listGlossaries(sql, companyId));
  });

  router.put('/translate/glossary', async (req, res) => {
    const { companyId } = authorizeGlossaries(currentUser(req), 'replace');
    const glossary = parseBody(glossarySchema, req);
    await replaceGlossary(sql, companyId, glossary);
    respond.action(res, glossary);
  });

  return router;
}
