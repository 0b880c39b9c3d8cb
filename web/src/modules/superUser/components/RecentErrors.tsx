import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { SUPER_USER_TEXTS } from '@arcline/shared';
import { Spinner } from '../../ui/components/Spinner';
import { fetchRecentErrors } from '../api/fetchRecentErrors';

const TEXTS = SUPER_USER_TEXTS;

/** The Super User Menu's recent errors: message, where, when, how many times, and the workflow in the Temporal UI. */
export function RecentErrors() {
  const { data, isPending, isError } = useQuery({ queryKey: ['error-reports'], queryFn: fetchRecentErrors });
  return (
    <StyledSection aria-labelledby="recent-errors-title">
      <h3 id="recent-errors-title">{TEXTS.recentErrorsTitle}</h3>
      <p>{TEXTS.recentErrorsDescription}</p>
      {isPending && <Spinner />}
      {isError && <p role="alert">{TEXTS.recentErrorsFailed}</p>}
      {data?.length === 0 && <p>{TEXTS.recentErrorsEmpty}</p>}
      {data && data.length > 0 && (
        <StyledTable>
          <thead>
            <tr>
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
                <td>
                  {group.message}
                  {group.userActionId && (
                    <StyledDetail>
                      {TEXTS.recentErrorsUserAction}: <code>{group.userActionId}</code>
                    </StyledDetail>
                  )}
                </td>
                <td>{group.where}</td>
                <td>
                  <time dateTime={group.lastSeenAt}>{new Date(group.lastSeenAt).toLocaleString()}</time>
                </td>
                <td>{group.count}</td>
                <td>
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
      )}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.small};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const StyledDetail = styled.div`
  color: ${({ theme }) => theme.colors.muted};
`;
