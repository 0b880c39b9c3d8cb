import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { SUPER_USER_TEXTS, type ErrorReportScope } from '@arcline/shared';
import { Spinner } from '../../ui/components/Spinner';
import { fetchRecentErrors } from '../api/fetchRecentErrors';
import { MenuSection } from './MenuSection';
import { theme } from '../../../theme/theme';

const TEXTS = SUPER_USER_TEXTS;

/**
 * The Super User Menu's recent errors of the own company: message, where, when, how many times, and the workflow in
 * the Temporal UI. Operators (SUPER_USER_EMAILS) may switch to every company's, with a company column.
 */
export function RecentErrors() {
  const [scope, setScope] = useState<ErrorReportScope>('company');
  const query = useQuery({ queryKey: ['error-reports', scope], queryFn: () => fetchRecentErrors(scope) });
  const { isPending, isError } = query;
  const data = query.data?.groups;
  const everyCompany = query.data?.listing.scope === 'all';
  return (
    <MenuSection $spaced aria-labelledby="recent-errors-title">
      <h3 id="recent-errors-title">{TEXTS.recentErrorsTitle}</h3>
      <p>{TEXTS.recentErrorsDescription}</p>
      {query.data?.listing.operator && (
        <StyledCheckbox>
          <input type="checkbox" checked={scope === 'all'} onChange={(event) => setScope(event.target.checked ? 'all' : 'company')} />
          {TEXTS.recentErrorsEveryCompany}
        </StyledCheckbox>
      )}
      {isPending && <Spinner />}
      {isError && <p role="alert">{TEXTS.recentErrorsFailed}</p>}
      {data?.length === 0 && <p>{TEXTS.recentErrorsEmpty}</p>}
      {data && data.length > 0 && (
        <StyledTableFrame>
          <StyledTable>
            <thead>
              <tr>
                {everyCompany && <th>{TEXTS.recentErrorsColumns.company}</th>}
                <th>{TEXTS.recentErrorsColumns.message}</th>
                <th>{TEXTS.recentErrorsColumns.where}</th>
                <th>{TEXTS.recentErrorsColumns.when}</th>
                <th>{TEXTS.recentErrorsColumns.count}</th>
                <th>{TEXTS.recentErrorsColumns.workflow}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((group) => (
                <tr key={group.id} data-error-report={group.id}>
                  {everyCompany && <td data-label={TEXTS.recentErrorsColumns.company}>{group.companyName ?? TEXTS.recentErrorsNoCompany}</td>}
                  <td data-label={TEXTS.recentErrorsColumns.message}>
                    {group.message}
                    {group.userActionId && (
                      <StyledDetail>
                        {TEXTS.recentErrorsUserAction}:{' '}
                        {group.userActionUrl ? (
                          <a href={group.userActionUrl} target="_blank" rel="noreferrer" title={TEXTS.recentErrorsUserActionLink}>
                            <code>{group.userActionId}</code>
                          </a>
                        ) : (
                          <code>{group.userActionId}</code>
                        )}
                      </StyledDetail>
                    )}
                  </td>
                  <td data-label={TEXTS.recentErrorsColumns.where}>{group.where}</td>
                  <td data-label={TEXTS.recentErrorsColumns.when}>
                    <time dateTime={group.lastSeenAt}>{new Date(group.lastSeenAt).toLocaleString()}</time>
                  </td>
                  <td data-label={TEXTS.recentErrorsColumns.count}>{group.count}</td>
                  <td data-label={TEXTS.recentErrorsColumns.workflow}>
                    {group.workflowId && group.workflowUrl && (
                      <a href={group.workflowUrl} target="_blank" rel="noreferrer">
                        {group.workflowId}
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableFrame>
      )}
    </MenuSection>
  );
}

/** In the Word task pane (or any narrow window) each error becomes a block of labelled lines instead of a cramped row. */
const NARROW_TABLE_PX = 560;

const StyledTableFrame = styled.div`
  container-type: inline-size;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.small};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${theme.space(1)} ${theme.space(2)};
    border-bottom: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  }
  @container (max-width: ${NARROW_TABLE_PX}px) {
    thead {
      display: none;
    }
    tr {
      display: block;
      padding: ${theme.space(2)} 0;
      border-bottom: 1px solid ${theme.colors.border};
    }
    td {
      display: block;
      padding: ${theme.space(0.5)} 0;
      border-bottom: 0;
    }
    td:empty {
      display: none;
    }
    td::before {
      content: attr(data-label) ': ';
      color: ${theme.colors.muted};
      font-weight: 600;
    }
  }
`;

const StyledCheckbox = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-size: ${theme.fontSizes.small};
`;

const StyledDetail = styled.div`
  color: ${theme.colors.muted};
`;
