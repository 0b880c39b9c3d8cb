import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TEXTS, type AdminQuotaUsage } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { toastStore } from '../../toast/utils/toastStore';
import { adminApi } from '../api/adminApiClient';
import { useAdminQuery } from '../hooks/useAdminQuery';
import { useAdminChange } from '../hooks/useAdminChange';
import { adminQueryKeys } from '../utils/adminQueryKeys';
import { AdminSection } from './AdminSection';
import { theme } from '../../../theme/theme';

const asField = (usage: AdminQuotaUsage | undefined) => (usage?.quotaChars == null ? '' : String(usage.quotaChars));
/** An empty field gives the quota back to the default. */
const asQuota = (field: string) => (field.trim() === '' ? null : Number(field));

/** Monthly translation quotas of the company, with what was used this month. */
export function AdminQuotasSection() {
  const quotas = useAdminQuery(adminQueryKeys.quotas(), adminApi.getQuotas);
  const [text, setText] = useState('');
  const [file, setFile] = useState('');
  const { busy, run } = useAdminChange();

  useEffect(() => {
    setText(asField(quotas.data?.text));
    setFile(asField(quotas.data?.file));
  }, [quotas.data]);

  const save = async () => {
    const saved = await run(() => adminApi.setQuotas({ textQuotaChars: asQuota(text), fileQuotaChars: asQuota(file) }), ADMIN_TEXTS.changeFailed);
    if (saved) toastStore.toast({ title: ADMIN_TEXTS.saved });
  };

  return (
    <AdminSection title={ADMIN_TEXTS.tabs.quotas} status={quotas.status}>
      <StyledForm
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {quotas.data &&
          (
            [
              [ADMIN_TEXTS.textQuota, text, setText, quotas.data.text],
              [ADMIN_TEXTS.fileQuota, file, setFile, quotas.data.file],
            ] as const
          ).map(([label, value, setValue, usage]) => (
            <StyledQuota key={label}>
              <TextField label={label} type="number" min={0} value={value} placeholder={String(usage.defaultQuotaChars)} hint={ADMIN_TEXTS.quotaDefault(usage.defaultQuotaChars)} onValueChange={setValue} />
              <StyledUsage data-testid="quota-usage">{ADMIN_TEXTS.usedThisMonth(usage.usedThisMonthChars, usage.effectiveQuotaChars)}</StyledUsage>
            </StyledQuota>
          ))}
        <div>
          <Button type="submit" disabled={busy}>
            {ADMIN_TEXTS.save}
          </Button>
        </div>
      </StyledForm>
    </AdminSection>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  max-width: 480px;
`;

const StyledQuota = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

const StyledUsage = styled.span`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
`;
