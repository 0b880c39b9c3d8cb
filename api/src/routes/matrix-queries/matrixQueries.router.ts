import { Router } from 'express';
import { respond } from '../../respond';
import { currentUser } from '../../middlewares/authenticate';
import { presentMatrixQuery } from '../../presenters/matrix';
import { listTemplates } from '../../commands/matrix/matrixTemplates';

/** The template library of the Add Column dialog (spec 02 §7): the global templates and the user's company's own. */
export function matrixQueriesRouter(): Router {
  const router = Router();
  router.get('/matrix-queries', async (req, res) => {
    const queries = await listTemplates(currentUser(req).companyId);
    respond.collection(res, queries.map(presentMatrixQuery));
  });
  return router;
}
