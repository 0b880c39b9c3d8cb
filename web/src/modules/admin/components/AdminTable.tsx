import styled from 'styled-components';
import { theme } from '../../../theme/theme';

/** The look of every table of the admin console. */
export const AdminTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.small};

  th,
  td {
    padding: ${theme.space(2)} ${theme.space(3)};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${theme.colors.muted};
    font-weight: 600;
  }
  td code {
    font-size: ${theme.fontSizes.small};
  }
  td.nowrap {
    white-space: nowrap;
  }
`;
