import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Sequelize } from 'sequelize';
import {
  ADMIN_LIMITS,
  adminDomainSchema,
  adminInvitationSchema,
  adminQuotasSchema,
  adminRolesSchema,
  adminSearchSchema,
  adminTemplateSchema,
  isUuid,
  type RuntimeConfig,
} from '@arcline/shared';
import { adminAuditStore } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody, parseQuery } from '../../middlewares/validate';
import { NotFoundError } from '../../errors';
import { authorizeAdminConsole } from '../../policies/admin';
import { respond } from '../../respond';
import { actorOf } from '../../commands/admin/adminAudit';
import { describePerson, findPerson, listPeople, setDeactivated, setRoles } from '../../commands/admin/adminPeople';
import { createInvitation, listInvitations, revokeInvitation } from '../../commands/admin/adminInvitations';
import { addDomain, listDomains, removeDomain } from '../../commands/admin/adminDomains';
import { quotasWithUsage, setQuotas } from '../../commands/admin/companyQuotas';
import { createTemplate, deleteTemplate, findCompanyTemplate, listTemplates, updateTemplate } from '../../commands/matrix/matrixTemplates';
import { companyUsage, recentUserActions } from '../../commands/admin/adminUsage';
import {
  presentAuditEntry,
  presentDomain,
  presentInvitation,
  presentPerson,
  presentTemplate,
  presentUserAction,
} from '../../presenters/admin';

/** Only administrators of a company reach the console's calls; anyone else signed in gets a 403. */
export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  authorizeAdminConsole(currentUser(req));
  next();
}

/** Ids in paths are uuids; anything else names nothing, so it is a 404 like another company's id. */
export const idParam = (req: Request): string => {
  const id = req.params.id;
  if (typeof id !== 'string' || !isUuid(id)) throw new NotFoundError();
  return id;
};

/**
 * `/api/admin/*`: the admin console of the caller's company (README "Administration"). Every call is scoped to the
 * admin's company: another company's person, code, domain or template is a 404. Every change is in the audit log.
 */
export function adminRouter(deps: { sequelize: Sequelize; config: RuntimeConfig }): Router {
  const { sequelize, config } = deps;
  const router = Router();
  router.use(requireAdmin);
  const actor = (req: Request) => actorOf(currentUser(req));
  /** The company the admin's console reaches: their own (policies/admin.ts). */
  const company = (req: Request) => authorizeAdminConsole(currentUser(req)).companyId;

  router.get('/people', async (req, res) => {
    const { search } = parseQuery(adminSearchSchema, req);
    const people = await listPeople(sequelize, company(req), search);
    respond.collection(res, people.map(presentPerson));
  });
  router.post('/people/:id/deactivate', async (req, res) => {
    const person = await setDeactivated(sequelize, actor(req), idParam(req), true);
    respond.entity(res, presentPerson(await describePerson(sequelize, person)));
  });
  router.post('/people/:id/reactivate', async (req, res) => {
    const person = await setDeactivated(sequelize, actor(req), idParam(req), false);
    respond.entity(res, presentPerson(await describePerson(sequelize, person)));
  });
  router.put('/people/:id/roles', async (req, res) => {
    const person = await findPerson(sequelize, actor(req), idParam(req));
    const roles = parseBody(adminRolesSchema, req);
    respond.entity(res, presentPerson(await describePerson(sequelize, await setRoles(sequelize, actor(req), person, roles))));
  });

  router.get('/invitations', async (req, res) => {
    respond.collection(res, (await listInvitations(sequelize, company(req))).map(presentInvitation));
  });
  router.post('/invitations', async (req, res) => {
    const input = parseBody(adminInvitationSchema, req);
    respond.entity(res, presentInvitation(await createInvitation(sequelize, actor(req), input)), {}, 201);
  });
  router.post('/invitations/:id/revoke', async (req, res) => {
    const invitation = await revokeInvitation(sequelize, actor(req), idParam(req));
    respond.entity(res, presentInvitation(invitation));
  });

  router.get('/domains', async (req, res) => {
    respond.collection(res, (await listDomains(sequelize, company(req))).map(presentDomain));
  });
  router.post('/domains', async (req, res) => {
    const { domain } = parseBody(adminDomainSchema, req);
    respond.entity(res, presentDomain(await addDomain(sequelize, actor(req), domain)), {}, 201);
  });
  router.delete('/domains/:id', async (req, res) => {
    await removeDomain(sequelize, actor(req), idParam(req));
    respond.noContent(res);
  });

  router.get('/quotas', async (req, res) => {
    respond.entity(res, await quotasWithUsage(sequelize, company(req), config));
  });
  router.put('/quotas', async (req, res) => {
    const input = parseBody(adminQuotasSchema, req);
    await setQuotas(sequelize, actor(req), input);
    respond.entity(res, await quotasWithUsage(sequelize, company(req), config));
  });

  router.get('/templates', async (req, res) => {
    respond.collection(res, (await listTemplates(sequelizeSql(sequelize), company(req))).map(presentTemplate));
  });
  router.post('/templates', async (req, res) => {
    const input = parseBody(adminTemplateSchema, req);
    respond.entity(res, presentTemplate(await createTemplate(sequelize, actor(req), input)), {}, 201);
  });
  router.put('/templates/:id', async (req, res) => {
    // Another company's template is a 404 whatever the body says.
    const template = await findCompanyTemplate(sequelizeSql(sequelize), actor(req), idParam(req));
    const input = parseBody(adminTemplateSchema, req);
    respond.entity(res, presentTemplate(await updateTemplate(sequelize, actor(req), template, input)));
  });
  router.delete('/templates/:id', async (req, res) => {
    await deleteTemplate(sequelize, actor(req), idParam(req));
    respond.noContent(res);
  });

  router.get('/usage', async (req, res) => {
    respond.entity(res, await companyUsage(sequelize, company(req)));
  });
  router.get('/user-actions', async (req, res) => {
    const actions = await recentUserActions(sequelize, company(req));
    respond.collection(res, actions.map((action) => presentUserAction(action, config)));
  });

  router.get('/audit-log', async (req, res) => {
    const entries = await adminAuditStore.latestOfCompany(sequelizeSql(sequelize), company(req), ADMIN_LIMITS.auditEntries);
    respond.collection(res, entries.map(presentAuditEntry));
  });

  return router;
}
