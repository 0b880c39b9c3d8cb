import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_LIMITS, ADMIN_TEXTS, type AdminInvitation } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { adminApi } from '../api/adminApiClient';
import { useAdminQuery } from '../hooks/useAdminQuery';
import { useAdminChange } from '../hooks/useAdminChange';
import { adminQueryKeys } from '../utils/adminQueryKeys';
import { formatTime } from '../utils/formatTime';
import { AdminSection } from './AdminSection';
import { AdminTable } from './AdminTable';

/** Invitation codes of the company: create one valid for some days and uses, revoke one. */
export function AdminInvitationsSection() {
  const invitations = useAdminQuery(adminQueryKeys.invitations(), adminApi.listInvitations);
  const [days, setDays] = useState(String(ADMIN_LIMITS.invitationDefaultDays));
  const [uses, setUses] = useState(String(ADMIN_LIMITS.invitationDefaultUses));
  const [created, setCreated] = useState<AdminInvitation | null>(null);
  const { busy, run } = useAdminChange();

  const create = async () => {
    const invitation = await run(() => adminApi.createInvitation({ days: Number(days), uses: Number(uses) }), ADMIN_TEXTS.changeFailed);
    if (invitation) setCreated(invitation);
  };

  return (
    <AdminSection title={ADMIN_TEXTS.invitations} status={invitations.status}>
      <StyledForm
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <TextField label={ADMIN_TEXTS.inviteDays} type="number" min={1} max={ADMIN_LIMITS.invitationMaxDays} value={days} onValueChange={setDays} />
        <TextField label={ADMIN_TEXTS.inviteUses} type="number" min={1} max={ADMIN_LIMITS.invitationMaxUses} value={uses} onValueChange={setUses} />
        <Button type="submit" disabled={busy}>
          {ADMIN_TEXTS.invite}
        </Button>
      </StyledForm>
      {created && (
        <StyledCreated role="status">
          {ADMIN_TEXTS.inviteCreated}: <code data-testid="new-invitation-code">{created.code}</code>
        </StyledCreated>
      )}
      <AdminTable>
        <thead>
          <tr>
            <th>{ADMIN_TEXTS.code}</th>
            <th>{ADMIN_TEXTS.usesCount}</th>
            <th>{ADMIN_TEXTS.expires}</th>
            <th>{ADMIN_TEXTS.status}</th>
            <th>{ADMIN_TEXTS.actions}</th>
          </tr>
        </thead>
        <tbody>
          {invitations.data?.map((invitation) => (
            <tr key={invitation.id}>
              <td>
                <code>{invitation.code}</code>
              </td>
              <td>
                {invitation.useCount} / {invitation.maxUses ?? ADMIN_TEXTS.unlimited}
              </td>
              <td>{invitation.expiresAt ? formatTime(invitation.expiresAt) : ''}</td>
              <td>{invitation.usable ? ADMIN_TEXTS.usable : ADMIN_TEXTS.notUsable}</td>
              <td>
                {invitation.usable && (
                  <Button type="button" $variant="secondary" disabled={busy} onClick={() => void run(() => adminApi.revokeInvitation(invitation.id), ADMIN_TEXTS.changeFailed)}>
                    {ADMIN_TEXTS.revoke}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </AdminSection>
  );
}

const StyledForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledCreated = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;
