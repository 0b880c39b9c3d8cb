import styled from 'styled-components';
import { theme } from '../../../theme/theme';

/** The column under the messages that holds notices and the prompt box. */
export const StyledComposer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  width: 100%;
  max-width: ${theme.sizes.content};
  margin: 0 auto;
  padding: ${theme.space(2)} ${theme.space(4)} ${theme.space(4)};
`;
