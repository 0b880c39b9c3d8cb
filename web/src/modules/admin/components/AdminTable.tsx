import styled from 'styled-components';

/** The look of every table of the admin console. */
export const AdminTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.small};

  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  td code {
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
  td.nowrap {
    white-space: nowrap;
  }
`;
