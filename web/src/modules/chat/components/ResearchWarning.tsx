import styled from 'styled-components';
import { CHAT_TEXTS } from '@arcline/shared';
import { Icon } from '../../ui/components/Icon';

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
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
