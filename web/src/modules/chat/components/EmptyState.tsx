import styled from 'styled-components';
import { DOCUMENT_ACTION_TEXTS, STARTER_PROMPTS } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { theme } from '../../../theme/theme';

export interface EmptyStateProps {
  heading: string;
  /** Inside Word the chat offers the starter prompts (spec 01 §2); picking one sends it. */
  onStarterPrompt?(prompt: string): void;
}

export function EmptyState({ heading, onStarterPrompt }: EmptyStateProps) {
  return (
    <StyledEmpty>
      <h2>{heading}</h2>
      {onStarterPrompt && (
        <StyledStarters aria-label={DOCUMENT_ACTION_TEXTS.starterHeading}>
          {Object.values(STARTER_PROMPTS).map((starter) => (
            <Button key={starter.prompt} type="button" $variant="secondary" title={starter.prompt} onClick={() => onStarterPrompt(starter.prompt)}>
              {starter.label}
            </Button>
          ))}
        </StyledStarters>
      )}
    </StyledEmpty>
  );
}

const StyledEmpty = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space(4)};
  align-items: center;
  justify-content: center;
  padding: ${theme.space(6)};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.hero};
    font-weight: 600;
    text-align: center;
  }
`;

const StyledStarters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  justify-content: center;
`;
