import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TEXTS, type AdminDomain } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { adminApi } from '../api/adminApiClient';
import { useAdminQuery } from '../hooks/useAdminQuery';
import { useAdminChange } from '../hooks/useAdminChange';
import { adminQueryKeys } from '../utils/adminQueryKeys';
import { AdminSection } from './AdminSection';
import { AdminForm } from './AdminForm';
import { AdminListTable } from './AdminListTable';
import { AdminConfirmDialog, type AdminConfirmation } from './AdminConfirmDialog';
import { useConfiguration } from '../../configuration/hooks/useConfiguration';
import { theme } from '../../../theme/theme';

/** The e-mail domains whose people may sign up and sign in. */
export function AdminDomainsSection() {
  const domains = useAdminQuery(adminQueryKeys.domains(), adminApi.listDomains);
  const [domain, setDomain] = useState('');
  const { busy, run } = useAdminChange();
  const [confirmation, setConfirmation] = useState<AdminConfirmation | null>(null);
  const ownDomain = useConfiguration().data?.user.email.split('@').pop()?.toLowerCase();

  const remove = (allowed: AdminDomain) =>
    setConfirmation({
      title: ADMIN_TEXTS.confirmRemoveDomainTitle,
      description: ADMIN_TEXTS.confirmRemoveDomain(allowed.domain),
      warning: allowed.domain === ownDomain ? ADMIN_TEXTS.confirmRemoveOwnDomain(allowed.domain) : undefined,
      confirmLabel: ADMIN_TEXTS.remove,
      confirm: () => void run(() => adminApi.removeDomain(allowed.id), ADMIN_TEXTS.changeFailed),
    });

  const add = async () => {
    if (await run(() => adminApi.addDomain(domain), ADMIN_TEXTS.changeFailed)) setDomain('');
  };

  return (
    <AdminSection title={ADMIN_TEXTS.tabs.domains} status={domains.status}>
      <StyledHint>{ADMIN_TEXTS.domainHint}</StyledHint>
      <AdminForm onSubmit={add}>
        <TextField label={ADMIN_TEXTS.domain} value={domain} placeholder="example.com" onValueChange={setDomain} />
        <Button type="submit" disabled={busy || !domain.trim()}>
          {ADMIN_TEXTS.addDomain}
        </Button>
      </AdminForm>
      <AdminListTable
        rows={domains.data}
        columns={[{ header: ADMIN_TEXTS.domain, cell: (allowed) => allowed.domain }]}
        action={{ label: ADMIN_TEXTS.remove, run: remove }}
        busy={busy}
        header={false}
      />
      <AdminConfirmDialog confirmation={confirmation} busy={busy} onCancel={() => setConfirmation(null)} />
    </AdminSection>
  );
}

const StyledHint = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;
