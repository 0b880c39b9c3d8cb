import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { respond } from '../../respond';
import { currentUser } from '../../middlewares/authenticate';
import { presentMatrixQuery } from '../../presenters/matrix';
import { listTemplates } from '../../commands/matrix/matrixTemplates';
import { sequelizeSql } from '../../db/sequelizeSql';

/** The template library of the Add Column dialog (spec 02 §7): the global templates and the user's company's own. */
export function matrixQueriesRouter(deps: { sequelize: Sequelize }): Router {
  const router = Router();
  router.get('/matrix-queries', async (req, res) => {
    const queries = await listTemplates(sequelizeSql(deps.sequelize), currentUser(req).companyId);
    respond.collection(res, queries.map(presentMatrixQuery));
  });
  return router;
}
