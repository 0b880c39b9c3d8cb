import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { glossarySchema } from '@arcline/shared';
import { listGlossaries, replaceGlossary } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { NotFoundError, ValidationError } from '../../errors';
import { currentUser } from '../../middlewares/authenticate';
import { respond } from '../../respond';

/**
 * The company's translation glossaries (README "Translate"): every user of the company reads them (`GET`), super
 * users replace one language pair's glossary (`PUT`, no entries deletes it); for anyone else that call is a 404.
 */
export function glossariesRouter(deps: { sequelize: Sequelize }): Router {
  const router = Router();
  const sql = sequelizeSql(deps.sequelize);

  router.get('/translate/glossaries', async (req, res) => {
    respond.collection(res, await listGlossaries(sql, currentUser(req).companyId));
  });

  router.put('/translate/glossary', async (req, res) => {
    const user = currentUser(req);
    if (!user.isSuperUser) throw new NotFoundError();
    const parsed = glossarySchema.safeParse(req.body ?? {});
    if (!parsed.success) throw new ValidationError([...new Set(parsed.error.issues.map((issue) => issue.message))]);
    await replaceGlossary(sql, user.companyId, parsed.data);
    respond.action(res, parsed.data);
  });

  return router;
}
