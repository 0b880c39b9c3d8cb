import styled from 'styled-components';
import { CHAT_TEXTS } from '@arcline/shared';
import { Icon } from '../../ui/components/Icon';
import { theme } from '../../../theme/theme';

export function ResearchWarning() {
  return (
    <StyledWarning role="note" data-testid="research-warning">
      <Icon name="alert" />
      {CHAT_TEXTS.researchWarning}
    </StyledWarning>
  );
}

const StyledWarning = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
  font-size: ${theme.fontSizes.small};
`;
