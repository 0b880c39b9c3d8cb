/** TanStack Query keys of the admin console; invalidating `all` reloads every section. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  people: (search: string) => [...adminQueryKeys.all, 'people', search] as const,
  invitations: () => [...adminQueryKeys.all, 'invitations'] as const,
  domains: () => [...adminQueryKeys.all, 'domains'] as const,
  quotas: () => [...adminQueryKeys.all, 'quotas'] as const,
  templates: () => [...adminQueryKeys.all, 'templates'] as const,
  playbooks: () => [...adminQueryKeys.all, 'playbooks'] as const,
  playbookVersions: (playbookId: string) => [...adminQueryKeys.all, 'playbooks', playbookId, 'versions'] as const,
  usage: () => [...adminQueryKeys.all, 'usage'] as const,
  userActions: () => [...adminQueryKeys.all, 'user-actions'] as const,
  audit: () => [...adminQueryKeys.all, 'audit'] as const,
};
