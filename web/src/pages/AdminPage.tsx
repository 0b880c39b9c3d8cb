import type { ComponentType } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router';
import { ADMIN_TEXTS } from '@arcline/shared';
import { useConfiguration } from '../modules/configuration/hooks/useConfiguration';
import { AdminPeopleSection } from '../modules/admin/components/AdminPeopleSection';
import { AdminInvitationsSection } from '../modules/admin/components/AdminInvitationsSection';
import { AdminDomainsSection } from '../modules/admin/components/AdminDomainsSection';
import { AdminQuotasSection } from '../modules/admin/components/AdminQuotasSection';
import { AdminTemplatesSection } from '../modules/admin/components/AdminTemplatesSection';
import { AdminPlaybooksSection } from '../modules/admin/components/AdminPlaybooksSection';
import { AdminUsageSection } from '../modules/admin/components/AdminUsageSection';
import { AdminAuditSection } from '../modules/admin/components/AdminAuditSection';
import { theme } from '../theme/theme';

type AdminTab = keyof typeof ADMIN_TEXTS.tabs;

const TAB_SECTIONS: Record<AdminTab, ComponentType[]> = {
  people: [AdminPeopleSection, AdminInvitationsSection],
  domains: [AdminDomainsSection],
  quotas: [AdminQuotasSection],
  templates: [AdminTemplatesSection],
  playbooks: [AdminPlaybooksSection],
  usage: [AdminUsageSection],
  audit: [AdminAuditSection],
};
const TABS = Object.keys(TAB_SECTIONS) as AdminTab[];
const isTab = (value: string | null): value is AdminTab => TABS.includes(value as AdminTab);

/** /admin (`?tab=`): the console of the administrator's company. */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: AdminTab = isTab(tabParam) ? tabParam : 'people';
  const companyName = useConfiguration().data?.user.companyName;
  return (
    <StyledPage>
      <StyledTitle>
        {ADMIN_TEXTS.title}
        {companyName && <span> · {companyName}</span>}
      </StyledTitle>
      <StyledTabs role="tablist">
        {TABS.map((name) => (
          <StyledTab key={name} type="button" role="tab" aria-selected={name === tab} onClick={() => setParams({ tab: name })}>
            {ADMIN_TEXTS.tabs[name]}
          </StyledTab>
        ))}
      </StyledTabs>
      {TAB_SECTIONS[tab].map((Section, index) => (
        <Section key={index} />
      ))}
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};
  overflow: auto;
  height: 100%;
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes.title};

  span {
    color: ${theme.colors.muted};
    font-weight: 400;
  }
`;

const StyledTabs = styled.div`
  display: flex;
  gap: ${theme.space(1)};
  border-bottom: 1px solid ${theme.colors.border};
`;

const StyledTab = styled.button`
  padding: ${theme.space(2)} ${theme.space(4)};
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${theme.colors.muted};
  font: inherit;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;
