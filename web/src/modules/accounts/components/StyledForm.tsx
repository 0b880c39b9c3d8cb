import styled from 'styled-components';
import { theme } from '../../../theme/theme';

/** The column of fields, messages and the submit button that every account form uses. */
export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`;
