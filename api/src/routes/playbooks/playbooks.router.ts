import { Router, type Request } from 'express';
import type { Sequelize } from 'sequelize';
import { PLAYBOOK_MESSAGES, isUuid, playbookInputSchema, playbookUpdateSchema, type Playbook } from '@arcline/shared';
import {
  createPlaybook,
  deletePlaybook,
  findPlaybook,
  listPlaybooks,
  listPlaybookVersions,
  updatePlaybook,
  type Sql,
} from '@arcline/shared/data';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody } from '../../middlewares/validate';
import { ConflictError, NotFoundError } from '../../errors';
import { authorizePlaybook, authorizePlaybooks } from '../../policies/playbooks';
import { respond } from '../../respond';
import { sequelizeSql } from '../../db/sequelizeSql';
import { actorOf, recordAdminChange } from '../../commands/admin/adminAudit';
import { idParam, requireAdmin } from '../admin/admin.router';

/** A playbook named in the path that is not the company's: 404 "Not found.", as on every id route (policies/playbooks.ts). */
const found = <T>(value: T | null): T => authorizePlaybook(value);

/** An audit entry's details: what a reader of the log needs to find the version. */
const auditDetails = (playbook: Playbook) => ({ name: playbook.name, version: playbook.version, topics: playbook.topics.length });

/**
 * `GET /api/playbooks` and `/api/playbooks/:id` for every user of the company (docs/playbooks.md); another company's
 * playbook is a 404.
 */
export function playbooksRouter(deps: { sequelize: Sequelize }): Router {
  const sql = sequelizeSql(deps.sequelize);
  const router = Router();
  router.get('/playbooks', async (req, res) => {
    respond.collection(res, await listPlaybooks(sql, authorizePlaybooks(currentUser(req), 'read').companyId));
  });
  router.get('/playbooks/:id', async (req, res) => {
    respond.entity(res, found(await findPlaybook(sql, authorizePlaybooks(currentUser(req), 'read').companyId, idParam(req))));
  });
  return router;
}

/**
 * `/api/admin/playbooks`: admins create, change (each change a new version) and delete their company's playbooks; every
 * change is in the audit log, in the same transaction. Non-admins get 403, another company's playbook 404.
 */
export function adminPlaybooksRouter(deps: { sequelize: Sequelize }): Router {
  const { sequelize } = deps;
  const router = Router();
  router.use(requireAdmin);
  const sql = sequelizeSql(sequelize);
  /** Runs a change and its audit entry in one transaction. */
  const audited = <T>(work: (tx: Sql) => Promise<T>, entry: (result: T) => Parameters<typeof recordAdminChange>[1] | null, req: Request) =>
    sequelize.transaction(async (transaction) => {
      const result = await work(sequelizeSql(sequelize, transaction));
      const change = entry(result);
      if (change) await recordAdminChange(actorOf(currentUser(req)), change, transaction);
      return result;
    });

  /** The company whose playbooks the admin manages (403 for anyone else, though requireAdmin refused them already). */
  const company = (req: Request) => authorizePlaybooks(currentUser(req), 'change').companyId;

  router.get('/', async (req, res) => {
    respond.collection(res, await listPlaybooks(sql, company(req)));
  });
  router.get('/:id', async (req, res) => {
    respond.entity(res, found(await findPlaybook(sql, company(req), idParam(req))));
  });
  router.get('/:id/versions', async (req, res) => {
    respond.collection(res, found(await listPlaybookVersions(sql, company(req), idParam(req))));
  });
  router.get('/:id/versions/:version', async (req, res) => {
    const version = Number(req.params.version);
    if (!Number.isSafeInteger(version) || version < 1) throw new NotFoundError();
    respond.entity(res, found(await findPlaybook(sql, company(req), idParam(req), version)));
  });
  router.post('/', async (req, res) => {
    const input = parseBody(playbookInputSchema, req);
    const user = currentUser(req);
    const playbook = await audited(
      (tx) => createPlaybook(tx, company(req), input, user.id),
      (created) => ({ action: 'playbook.create', target: created.id, details: auditDetails(created) }),
      req,
    );
    respond.entity(res, playbook, {}, 201);
  });
  router.put('/:id', async (req, res) => {
    const id = idParam(req);
    const user = currentUser(req);
    // Another company's playbook is a 404 whatever the body says.
    const companyId = company(req);
    found(await findPlaybook(sql, companyId, id));
    const { baseVersion, ...input } = parseBody(playbookUpdateSchema, req);
    const result = await audited(
      (tx) => updatePlaybook(tx, companyId, id, input, user.id, baseVersion),
      (updated) => (updated && updated !== 'conflict' ? { action: 'playbook.update', target: id, details: auditDetails(updated) } : null),
      req,
    );
    if (result === 'conflict') throw new ConflictError([PLAYBOOK_MESSAGES.versionConflict]);
    respond.entity(res, found(result));
  });
  router.delete('/:id', async (req, res) => {
    const id = idParam(req);
    const companyId = company(req);
    const playbook = found(await findPlaybook(sql, companyId, id));
    const deleted = await audited(
      (tx) => deletePlaybook(tx, companyId, id),
      (done) => (done ? { action: 'playbook.delete', target: id, details: auditDetails(playbook) } : null),
      req,
    );
    found(deleted ? true : null);
    respond.noContent(res);
  });
  return router;
}

/**
 * The playbook a review-document call names (`playbookId`), as the workflow's input takes it: its id and current
 * version, so the review reads the version the user asked against. Another company's playbook (or a malformed id) is a 404.
 */
export async function reviewPlaybookOf(
  sequelize: Sequelize,
  req: Request,
  playbookId: string | undefined,
  actingFor?: string,
): Promise<{ playbookId?: string; playbookVersion?: number; actingFor?: string }> {
  if (playbookId === undefined) return {};
  const { companyId } = authorizePlaybooks(currentUser(req), 'read');
  const candidate = isUuid(playbookId) ? await findPlaybook(sequelizeSql(sequelize), companyId, playbookId) : null;
  // An id in the body names what was not found, as the matrix calls that take a playbookId do.
  const playbook = authorizePlaybook(candidate, [PLAYBOOK_MESSAGES.notFound]);
  // The party named for this review, else none in the input (the activity then uses the version's default).
  return { playbookId, playbookVersion: playbook.version, ...(actingFor ? { actingFor } : {}) };
}
