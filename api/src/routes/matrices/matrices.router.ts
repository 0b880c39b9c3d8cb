import { Router, type Request } from 'express';
import type { Sequelize } from 'sequelize';
import { matrixColumnCreateRequestSchema, matrixColumnRequestSchema, type RuntimeConfig } from '@arcline/shared';
import type { TemporalHandle } from '../../temporal';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody, parseQuery } from '../../middlewares/validate';
import { respond } from '../../respond';
import { findOwnedColumn, findOwnedMatrix } from '../../commands/matrix/matrixAccess';
import type { MatrixCellDeps } from '../../commands/matrix/matrixCells';
import { loadMatrixChanges, loadMatrixDetail, loadMatrixDetailPage } from '../../commands/matrix/matrixDetail';
import { addMatrixDocuments, deleteMatrixDocument } from '../../commands/matrix/matrixDocuments';
import { createMatrixColumn, deleteMatrixColumn, updateMatrixColumn } from '../../commands/matrix/matrixColumns';
import { getMatrixElement, recalculateMatrixElement } from '../../commands/matrix/matrixElements';
import { createMatrix, deleteMatrix, listMatrices, renameMatrix } from '../../commands/matrix/matrixLifecycle';
import { exportMatrix } from '../../commands/matrix/matrixExporter';
import { sequelizeSql } from '../../db/sequelizeSql';
import { presentMatrix, presentMatrixColumn } from '../../presenters/matrix';
import {
  addDocumentsSchema,
  changesQuerySchema,
  detailPageQuerySchema,
  exportQuerySchema,
  matrixNameSchema,
  recalculateSchema,
  rowOrderQuerySchema,
} from './matrices.schema';
import { matrixRedlineRouter } from './matrixRedline.router';
import { matrixAskRouter } from './matrixAsk.router';
import { matrixVersionsRouter } from './matrixVersions.router';

export interface MatricesRouterDeps {
  sequelize: Sequelize;
  temporal: TemporalHandle;
  config: RuntimeConfig;
}

const idParam = (req: Request): string => String(req.params.id);

/** Matrix Review calls (spec 02 §7): matrices, their documents, columns and cells. Another user's anything is 404. */
export function matricesRouter(deps: MatricesRouterDeps): Router {
  const router = Router();
  router.use(matrixRedlineRouter(deps));
  router.use(matrixAskRouter(deps));
  router.use(matrixVersionsRouter(deps));
  const cellDeps = (req: Request): MatrixCellDeps => ({
    sequelize: deps.sequelize,
    temporal: deps.temporal.client,
    logger: req.log,
  });

  router.get('/matrices', async (req, res) => {
    const matrices = await listMatrices(sequelizeSql(deps.sequelize), currentUser(req).id);
    respond.collection(res, matrices.map(presentMatrix));
  });

  router.post('/matrices', async (req, res) => {
    const { name } = parseBody(matrixNameSchema, req);
    respond.entity(res, presentMatrix(await createMatrix(sequelizeSql(deps.sequelize), currentUser(req).id, name)), {}, 201);
  });

  router.post('/matrices/documents', async (req, res) => {
    const { matrixId, documents } = parseBody(addDocumentsSchema, req);
    const added = await addMatrixDocuments(cellDeps(req), currentUser(req).id, {
      matrixId,
      attachmentIds: documents.map((document) => document.attachmentId),
    });
    respond.entity(res, { documents: added }, {}, 201);
  });

  router.delete('/matrices/documents/:id', async (req, res) => {
    await deleteMatrixDocument(cellDeps(req), currentUser(req).id, idParam(req));
    respond.noContent(res);
  });

  router.post('/matrices/columns', async (req, res) => {
    const { matrixId, ...definition } = parseBody(matrixColumnCreateRequestSchema, req);
    const column = await createMatrixColumn(cellDeps(req), currentUser(req).id, { matrixId, ...definition });
    respond.entity(res, presentMatrixColumn(column), {}, 201);
  });

  router.get('/matrices/columns/:id', async (req, res) => {
    const { column } = await findOwnedColumn(sequelizeSql(deps.sequelize), currentUser(req).id, idParam(req));
    respond.entity(res, presentMatrixColumn(column));
  });

  router.put('/matrices/columns/:id', async (req, res) => {
    const definition = parseBody(matrixColumnRequestSchema, req);
    const column = await updateMatrixColumn(cellDeps(req), currentUser(req).id, idParam(req), definition);
    respond.entity(res, presentMatrixColumn(column));
  });

  router.delete('/matrices/columns/:id', async (req, res) => {
    await deleteMatrixColumn(cellDeps(req), currentUser(req).id, idParam(req));
    respond.noContent(res);
  });

  router.post('/matrices/elements/recalculate', async (req, res) => {
    const { id } = parseBody(recalculateSchema, req);
    respond.entity(res, await recalculateMatrixElement(cellDeps(req), currentUser(req).id, id));
  });

  router.get('/matrices/elements/:id', async (req, res) => {
    respond.entity(res, await getMatrixElement(cellDeps(req), currentUser(req).id, idParam(req)));
  });

  /**
   * The detail (spec 02 §7). With `limit` (and `offset`), one page of rows with compact cells, and other_data
   * {offset, limit, totalRows, cursor}: what the table asks for, a screenful at a time.
   */
  router.get('/matrices/:id', async (req, res) => {
    const matrix = await findOwnedMatrix(sequelizeSql(deps.sequelize), currentUser(req).id, idParam(req));
    const { offset, limit } = parseQuery(detailPageQuerySchema, req);
    if (limit === undefined) {
      respond.entity(res, await loadMatrixDetail(deps.sequelize, matrix));
      return;
    }
    // Typed columns (issue 31): the page of the rows sorted and filtered by a column's typed values.
    const order = parseQuery(rowOrderQuerySchema, req);
    const { detail, page } = await loadMatrixDetailPage(deps.sequelize, matrix, { offset: offset ?? 0, limit }, order);
    respond.entity(res, detail, { ...page });
  });

  /**
   * The 2 s re-fetch: what changed since a cursor. The same state answers the same bytes, and the answer may be kept
   * by the browser and revalidated (ETag), so asking again when nothing changed costs a 304.
   */
  router.get('/matrices/:id/changes', async (req, res) => {
    // Ownership first: another company's matrix answers 404 whatever the query says.
    const matrix = await findOwnedMatrix(sequelizeSql(deps.sequelize), currentUser(req).id, idParam(req));
    const { since, rowIds } = parseQuery(changesQuerySchema, req);
    // The table's sort and filter (issue 31, 31r): the order of the rows when only rows changed.
    const order = parseQuery(rowOrderQuerySchema, req);
    res.setHeader('Cache-Control', 'private, no-cache');
    respond.entity(res, await loadMatrixChanges(deps.sequelize, matrix, since, order, rowIds === 'all'));
  });

  router.put('/matrices/:id', async (req, res) => {
    const { name } = parseBody(matrixNameSchema, req);
    respond.entity(res, presentMatrix(await renameMatrix(sequelizeSql(deps.sequelize), currentUser(req).id, idParam(req), name)));
  });

  router.delete('/matrices/:id', async (req, res) => {
    await deleteMatrix(cellDeps(req), currentUser(req).id, idParam(req));
    respond.noContent(res);
  });

  /**
   * The matrix as a file: one row per document, the refined answer of each column with its reasoning and quote.
   * Streamed a page of documents at a time; a failure once the first bytes are out can only cut the download short.
   */
  router.get('/matrices/:id/export', async (req, res) => {
    const { format } = parseQuery(exportQuerySchema, req);
    const matrix = await findOwnedMatrix(sequelizeSql(deps.sequelize), currentUser(req).id, idParam(req));
    const file = await exportMatrix(deps.sequelize, matrix, format);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', contentDisposition(file.fileName));
    res.setHeader('Cache-Control', 'no-store');
    try {
      await file.write(res);
    } catch (error) {
      req.log.error({ err: error, matrixId: matrix.id }, 'matrix export failed while streaming');
      res.destroy(error instanceof Error ? error : undefined);
    }
  });

  return router;
}

/** An ASCII fallback name plus the exact UTF-8 name (RFC 6266 / RFC 5987). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
