import styled from 'styled-components';
import { ADMIN_TEXTS } from '@arcline/shared';
import { adminApi } from '../api/adminApiClient';
import { useAdminQuery } from '../hooks/useAdminQuery';
import { adminQueryKeys } from '../utils/adminQueryKeys';
import { formatTime } from '../utils/formatTime';
import { AdminTable } from './AdminTable';
import { theme } from '../../../theme/theme';

/** The latest tracked user actions with the workflows each started, linked to the Temporal UI. */
export function AdminUserActionsTable() {
  const actions = useAdminQuery(adminQueryKeys.userActions(), adminApi.listUserActions);
  return (
    <StyledBlock>
      <h3>{ADMIN_TEXTS.recentActions}</h3>
      <AdminTable>
        <thead>
          <tr>
            <th>{ADMIN_TEXTS.when}</th>
            <th>{ADMIN_TEXTS.who}</th>
            <th>{ADMIN_TEXTS.type}</th>
            <th>{ADMIN_TEXTS.workflows}</th>
          </tr>
        </thead>
        <tbody>
          {actions.data?.map((action, index) => (
            <tr key={`${action.userActionId ?? ''}-${index}`} data-testid="admin-user-action" data-type={action.type}>
              <td>{formatTime(action.eventTime)}</td>
              <td>{action.userEmail}</td>
              <td className="nowrap">
                <code>{action.type}</code>
              </td>
              <td>
                {action.workflows.length === 0
                  ? ADMIN_TEXTS.noWorkflows
                  : action.workflows.map((workflow) => (
                      <StyledLink key={workflow.workflowId} href={workflow.url} target="_blank" rel="noreferrer">
                        {workflow.workflowId}
                      </StyledLink>
                    ))}
                {action.temporalUiUrl && (
                  <StyledLink href={action.temporalUiUrl} target="_blank" rel="noreferrer" data-testid="user-action-temporal-link">
                    {ADMIN_TEXTS.openInTemporal}
                  </StyledLink>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </StyledBlock>
  );
}

const StyledBlock = styled.div`
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.fontSizes.body};
  }
`;

const StyledLink = styled.a`
  display: block;
  color: ${theme.colors.primary};
  word-break: break-all;
`;
