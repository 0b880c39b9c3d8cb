import { Router } from 'express';
import { respond } from '../../respond';
import { MatrixQuery } from '../../models/matrix';
import { presentMatrixQuery } from '../../presenters/matrix';

/** The template library of the Add Column dialog (spec 02 §7): every signed-in user sees the same templates. */
export function matrixQueriesRouter(): Router {
  const router = Router();
  router.get('/matrix-queries', async (_req, res) => {
    const queries = await MatrixQuery.findAll({ order: [['sortOrder', 'ASC'], ['name', 'ASC']] });
    respond.collection(res, queries.map(presentMatrixQuery));
  });
  return router;
}
