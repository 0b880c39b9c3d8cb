import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TEXTS, type AdminPerson } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { useConfiguration } from '../../configuration/hooks/useConfiguration';
import { adminApi } from '../api/adminApiClient';
import { useAdminQuery } from '../hooks/useAdminQuery';
import { useAdminChange } from '../hooks/useAdminChange';
import { adminQueryKeys } from '../utils/adminQueryKeys';
import { formatTime } from '../utils/formatTime';
import { AdminSection } from './AdminSection';
import { AdminTable } from './AdminTable';
import { AdminConfirmDialog, type AdminConfirmation } from './AdminConfirmDialog';
import { theme } from '../../../theme/theme';

/** People of the company: search, roles, deactivation. */
export function AdminPeopleSection() {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const people = useAdminQuery(adminQueryKeys.people(deferredSearch), () => adminApi.listPeople(deferredSearch));
  const viewer = useConfiguration().data?.user;
  const selfId = viewer?.id;
  const { busy, run } = useAdminChange();
  const [confirmation, setConfirmation] = useState<AdminConfirmation | null>(null);

  const deactivate = (person: AdminPerson) =>
    setConfirmation({
      title: ADMIN_TEXTS.confirmDeactivateTitle,
      description: ADMIN_TEXTS.confirmDeactivate(`${person.fullName ?? person.displayName} (${person.email})`),
      confirmLabel: ADMIN_TEXTS.deactivate,
      confirm: () => void run(() => adminApi.setDeactivated(person.id, true), ADMIN_TEXTS.changeFailed),
    });

  const rowActions = (person: AdminPerson) => [
    {
      label: person.isAdmin ? ADMIN_TEXTS.revokeAdmin : ADMIN_TEXTS.grantAdmin,
      hidden: person.id === selfId,
      act: () => void run(() => adminApi.setRoles(person.id, { isAdmin: !person.isAdmin }), ADMIN_TEXTS.changeFailed),
    },
    {
      label: person.isSuperUser ? ADMIN_TEXTS.revokeSuperUser : ADMIN_TEXTS.grantSuperUser,
      // Super-user rights are given by super users of the company (and operators), never to oneself.
      hidden: person.id === selfId || !viewer?.isSuperUser,
      act: () => void run(() => adminApi.setRoles(person.id, { isSuperUser: !person.isSuperUser }), ADMIN_TEXTS.changeFailed),
    },
    {
      label: person.deactivatedAt ? ADMIN_TEXTS.reactivate : ADMIN_TEXTS.deactivate,
      hidden: person.id === selfId,
      act: () => (person.deactivatedAt ? void run(() => adminApi.setDeactivated(person.id, false), ADMIN_TEXTS.changeFailed) : deactivate(person)),
    },
  ];

  return (
    <AdminSection title={ADMIN_TEXTS.tabs.people} status={people.status}>
      <StyledSearch>
        <TextField label={ADMIN_TEXTS.search} type="search" value={search} onValueChange={setSearch} />
      </StyledSearch>
      <AdminTable>
        <thead>
          <tr>
            <th>{ADMIN_TEXTS.person}</th>
            <th>{ADMIN_TEXTS.roles}</th>
            <th>{ADMIN_TEXTS.status}</th>
            <th>{ADMIN_TEXTS.lastActive}</th>
            <th>{ADMIN_TEXTS.actions}</th>
          </tr>
        </thead>
        <tbody>
          {people.data?.map((person) => (
            <tr key={person.id} data-testid="admin-person" data-email={person.email}>
              <td>
                <strong>{person.fullName ?? person.displayName}</strong>
                <StyledMuted>{person.email}</StyledMuted>
              </td>
              <td>{[person.isAdmin && ADMIN_TEXTS.admin, person.isSuperUser && ADMIN_TEXTS.superUser].filter(Boolean).join(', ')}</td>
              <td>{personStatus(person)}</td>
              <td>{person.lastActiveAt ? formatTime(person.lastActiveAt) : ''}</td>
              <StyledActions>
                {rowActions(person)
                  .filter((action) => !action.hidden)
                  .map((action) => (
                    <Button key={action.label} type="button" $variant="secondary" disabled={busy} onClick={action.act}>
                      {action.label}
                    </Button>
                  ))}
              </StyledActions>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <AdminConfirmDialog confirmation={confirmation} busy={busy} onCancel={() => setConfirmation(null)} />
    </AdminSection>
  );
}

function personStatus(person: AdminPerson): string {
  if (person.deactivatedAt) return ADMIN_TEXTS.deactivated;
  return person.domainAllowed ? ADMIN_TEXTS.active : ADMIN_TEXTS.blocked;
}

const StyledSearch = styled.div`
  max-width: 320px;
`;

const StyledMuted = styled.span`
  display: block;
  color: ${theme.colors.muted};
`;

const StyledActions = styled.td`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;
