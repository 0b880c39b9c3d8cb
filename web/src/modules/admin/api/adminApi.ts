import {
  type AdminAuditEntry,
  type AdminDomain,
  type AdminInvitation,
  type AdminInvitationInput,
  type AdminPerson,
  type AdminQuotas,
  type AdminQuotasInput,
  type AdminRolesInput,
  type AdminTemplate,
  type AdminTemplateInput,
  type AdminUsage,
  type AdminUserAction,
  type CollectionEnvelope,
  type EntityEnvelope,
  type Playbook,
  type PlaybookInput,
  type PlaybookUpdateInput,
  type PlaybookVersionSummary,
} from '@arcline/shared';
import { mapData } from '../../../api/apiError';
import type { ApiClient } from '../../../api/createApiClient';

const entity = <T>(envelope: EntityEnvelope<T>): T => envelope.entity;
const collection = <T>(envelope: CollectionEnvelope<T>): T[] => envelope.collection;
const done = (): void => undefined;
const id = encodeURIComponent;

/** The admin console's calls (README "Administration") over the app's one API client. */
export function createAdminApi(client: ApiClient) {
  return {
    listPeople: async (search: string) => mapData(await client.get<CollectionEnvelope<AdminPerson>>('/admin/people', { query: { search } }), collection),
    setDeactivated: async (personId: string, deactivated: boolean) =>
      mapData(await client.post<EntityEnvelope<AdminPerson>>(`/admin/people/${id(personId)}/${deactivated ? 'deactivate' : 'reactivate'}`), entity),
    setRoles: async (personId: string, roles: AdminRolesInput) =>
      mapData(await client.put<EntityEnvelope<AdminPerson>>(`/admin/people/${id(personId)}/roles`, roles), entity),
    listInvitations: async () => mapData(await client.get<CollectionEnvelope<AdminInvitation>>('/admin/invitations'), collection),
    createInvitation: async (input: AdminInvitationInput) => mapData(await client.post<EntityEnvelope<AdminInvitation>>('/admin/invitations', input), entity),
    revokeInvitation: async (invitationId: string) =>
      mapData(await client.post<EntityEnvelope<AdminInvitation>>(`/admin/invitations/${id(invitationId)}/revoke`), entity),
    listDomains: async () => mapData(await client.get<CollectionEnvelope<AdminDomain>>('/admin/domains'), collection),
    addDomain: async (domain: string) => mapData(await client.post<EntityEnvelope<AdminDomain>>('/admin/domains', { domain }), entity),
    removeDomain: async (domainId: string) => mapData(await client.delete(`/admin/domains/${id(domainId)}`), done),
    getQuotas: async () => mapData(await client.get<EntityEnvelope<AdminQuotas>>('/admin/quotas'), entity),
    setQuotas: async (input: AdminQuotasInput) => mapData(await client.put<EntityEnvelope<AdminQuotas>>('/admin/quotas', input), entity),
    listTemplates: async () => mapData(await client.get<CollectionEnvelope<AdminTemplate>>('/admin/templates'), collection),
    createTemplate: async (input: AdminTemplateInput) => mapData(await client.post<EntityEnvelope<AdminTemplate>>('/admin/templates', input), entity),
    deleteTemplate: async (templateId: string) => mapData(await client.delete(`/admin/templates/${id(templateId)}`), done),
    getUsage: async () => mapData(await client.get<EntityEnvelope<AdminUsage>>('/admin/usage'), entity),
    listUserActions: async () => mapData(await client.get<CollectionEnvelope<AdminUserAction>>('/admin/user-actions'), collection),
    listPlaybooks: async () => mapData(await client.get<CollectionEnvelope<Playbook>>('/admin/playbooks'), collection),
    createPlaybook: async (input: PlaybookInput) => mapData(await client.post<EntityEnvelope<Playbook>>('/admin/playbooks', input), entity),
    updatePlaybook: async (playbookId: string, input: PlaybookUpdateInput) => mapData(await client.put<EntityEnvelope<Playbook>>(`/admin/playbooks/${id(playbookId)}`, input), entity),
    listPlaybookVersions: async (playbookId: string) =>
      mapData(await client.get<CollectionEnvelope<PlaybookVersionSummary>>(`/admin/playbooks/${id(playbookId)}/versions`), collection),
    getPlaybookVersion: async (playbookId: string, version: number) =>
      mapData(await client.get<EntityEnvelope<Playbook>>(`/admin/playbooks/${id(playbookId)}/versions/${version}`), entity),
    deletePlaybook: async (playbookId: string) => mapData(await client.delete(`/admin/playbooks/${id(playbookId)}`), done),
    listAuditLog: async () => mapData(await client.get<CollectionEnvelope<AdminAuditEntry>>('/admin/audit-log'), collection),
  };
}
