import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TEXTS } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { adminApi } from '../api/adminApiClient';
import { useAdminQuery } from '../hooks/useAdminQuery';
import { useAdminChange } from '../hooks/useAdminChange';
import { adminQueryKeys } from '../utils/adminQueryKeys';
import { AdminSection } from './AdminSection';
import { AdminTable } from './AdminTable';

/** The e-mail domains whose people may sign up and sign in. */
export function AdminDomainsSection() {
  const domains = useAdminQuery(adminQueryKeys.domains(), adminApi.listDomains);
  const [domain, setDomain] = useState('');
  const { busy, run } = useAdminChange();

  const add = async () => {
    if (await run(() => adminApi.addDomain(domain), ADMIN_TEXTS.changeFailed)) setDomain('');
  };

  return (
    <AdminSection title={ADMIN_TEXTS.tabs.domains} status={domains.status}>
      <StyledHint>{ADMIN_TEXTS.domainHint}</StyledHint>
      <StyledForm
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextField label={ADMIN_TEXTS.domain} value={domain} placeholder="example.com" onValueChange={setDomain} />
        <Button type="submit" disabled={busy || !domain.trim()}>
          {ADMIN_TEXTS.addDomain}
        </Button>
      </StyledForm>
      <AdminTable>
        <tbody>
          {domains.data?.map((allowed) => (
            <tr key={allowed.id}>
              <td>{allowed.domain}</td>
              <td>
                <Button type="button" $variant="secondary" disabled={busy} onClick={() => void run(() => adminApi.removeDomain(allowed.id), ADMIN_TEXTS.changeFailed)}>
                  {ADMIN_TEXTS.remove}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </AdminSection>
  );
}

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;
