import styled from 'styled-components';
import { Link, useNavigate } from 'react-router';
import { MATRIX_TEXTS, WEB_ROUTES, type MatrixSummary } from '@arcline/shared';
import { IconButton } from './IconButton';
import { theme } from '../../../theme/theme';

export interface MatrixListTableProps {
  matrices: MatrixSummary[];
  onDelete(matrix: MatrixSummary): void;
}

/** Name, Created and Actions; a row click opens the matrix. */
export function MatrixListTable({ matrices, onDelete }: MatrixListTableProps) {
  const navigate = useNavigate();
  return (
    <StyledTable>
      <thead>
        <tr>
          <th>{MATRIX_TEXTS.nameHeader}</th>
          <th>{MATRIX_TEXTS.createdHeader}</th>
          <StyledActionsHeader>{MATRIX_TEXTS.actionsHeader}</StyledActionsHeader>
        </tr>
      </thead>
      <tbody>
        {matrices.map((matrix) => (
          <tr key={matrix.id} onClick={() => navigate(`${WEB_ROUTES.matrix}/${matrix.id}`)}>
            <td>
              <StyledLink to={`${WEB_ROUTES.matrix}/${matrix.id}`} onClick={(event) => event.stopPropagation()}>
                {matrix.name}
              </StyledLink>
            </td>
            <td>
              <time dateTime={matrix.createdAt}>{new Date(matrix.createdAt).toLocaleDateString()}</time>
            </td>
            <StyledActions>
              <IconButton
                icon="trash"
                label={MATRIX_TEXTS.deleteMatrix}
                onClick={(event) => {
                  event.stopPropagation();
                  onDelete(matrix);
                }}
              />
            </StyledActions>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  th,
  td {
    padding: ${theme.space(3)} ${theme.space(4)};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
  }
  th {
    background: ${theme.colors.surfaceMuted};
    font-size: ${theme.fontSizes.small};
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: ${theme.colors.surfaceMuted};
  }
`;

const StyledLink = styled(Link)`
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: none;
`;

const StyledActionsHeader = styled.th`
  width: 1%;
  white-space: nowrap;
`;

const StyledActions = styled.td`
  width: 1%;
`;
