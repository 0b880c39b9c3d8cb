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
import { AdminForm } from './AdminForm';
import { AdminListTable } from './AdminListTable';
import { theme } from '../../../theme/theme';

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
      <AdminForm onSubmit={create}>
        <TextField label={ADMIN_TEXTS.inviteDays} type="number" min={1} max={ADMIN_LIMITS.invitationMaxDays} value={days} onValueChange={setDays} />
        <TextField label={ADMIN_TEXTS.inviteUses} type="number" min={1} max={ADMIN_LIMITS.invitationMaxUses} value={uses} onValueChange={setUses} />
        <Button type="submit" disabled={busy}>
          {ADMIN_TEXTS.invite}
        </Button>
      </AdminForm>
      {created && (
        <StyledCreated role="status">
          {ADMIN_TEXTS.inviteCreated}: <code data-testid="new-invitation-code">{created.code}</code>
        </StyledCreated>
      )}
      <AdminListTable
        rows={invitations.data}
        columns={[
          { header: ADMIN_TEXTS.code, cell: (invitation) => <code>{invitation.code}</code> },
          { header: ADMIN_TEXTS.usesCount, cell: (invitation) => `${invitation.useCount} / ${invitation.maxUses ?? ADMIN_TEXTS.unlimited}` },
          { header: ADMIN_TEXTS.expires, cell: (invitation) => (invitation.expiresAt ? formatTime(invitation.expiresAt) : '') },
          { header: ADMIN_TEXTS.status, cell: (invitation) => (invitation.usable ? ADMIN_TEXTS.usable : ADMIN_TEXTS.notUsable) },
        ]}
        action={{
          label: ADMIN_TEXTS.revoke,
          when: (invitation) => invitation.usable,
          run: (invitation) => void run(() => adminApi.revokeInvitation(invitation.id), ADMIN_TEXTS.changeFailed),
        }}
        busy={busy}
      />
    </AdminSection>
  );
}

const StyledCreated = styled.p`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
`;
