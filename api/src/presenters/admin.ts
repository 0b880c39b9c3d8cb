import type {
  AdminAuditEntry,
  AdminDomain,
  AdminInvitation,
  AdminPerson,
  AdminTemplate,
  AdminUserAction,
  RuntimeConfig,
  TemplateAnswerKind,
} from '@arcline/shared';
import {
  hasUsesLeft,
  type AdminAuditRow,
  type AllowedDomainRow,
  type InvitationRow,
  type PersonListing,
  type RecentUserAction,
  type StoredMatrixTemplate,
} from '@arcline/shared/data';
import { temporalUserActionUrl, temporalWorkflowUrl } from './temporalUi';

/** The fields of the admin console; nothing else about a person leaves the server. */
export function presentPerson({ user, lastActiveAt, domainAllowed }: PersonListing): AdminPerson {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    displayName: user.displayName,
    fullName: user.fullName ?? null,
    isAdmin: user.isAdmin,
    isSuperUser: user.isSuperUser,
    emailVerified: user.emailVerifiedAt != null,
    deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    lastActiveAt: lastActiveAt ? new Date(lastActiveAt).toISOString() : null,
    domainAllowed,
  };
}

export function presentInvitation(invitation: InvitationRow): AdminInvitation {
  const expired = invitation.expiresAt != null && invitation.expiresAt <= new Date();
  return {
    id: invitation.id,
    code: invitation.code,
    useCount: invitation.useCount,
    maxUses: invitation.maxUses ?? (invitation.reusable ? null : 1),
    expiresAt: invitation.expiresAt?.toISOString() ?? null,
    usable: !expired && hasUsesLeft(invitation),
    createdAt: invitation.createdAt.toISOString(),
  };
}

export const presentDomain = (domain: AllowedDomainRow): AdminDomain => ({
  id: domain.id,
  domain: domain.domain,
  createdAt: domain.createdAt.toISOString(),
});

export const presentTemplate = (template: StoredMatrixTemplate): AdminTemplate => ({
  id: template.id,
  name: template.name,
  query: template.query,
  answerKind: template.answerKind as TemplateAnswerKind,
  scope: template.companyId ? 'company' : 'global',
});

export const presentAuditEntry = (entry: AdminAuditRow): AdminAuditEntry => ({
  id: String(entry.id),
  actorEmail: entry.actorEmail,
  action: entry.action,
  target: entry.target,
  details: entry.details,
  createdAt: entry.createdAt.toISOString(),
});

export function presentUserAction(action: RecentUserAction, config: Pick<RuntimeConfig, 'TEMPORAL_UI_URL' | 'TEMPORAL_NAMESPACE'>): AdminUserAction {
  return {
    userActionId: action.userActionId,
    type: action.type,
    eventTime: action.eventTime.toISOString(),
    userEmail: action.userEmail,
    workflows: action.workflows.map((workflow) => ({ ...workflow, url: temporalWorkflowUrl(config, workflow.workflowId) })),
    temporalUiUrl: action.userActionId && action.workflows.length > 0 ? temporalUserActionUrl(config, action.userActionId) : null,
  };
}
