import styled from 'styled-components';
import { NUMBER_CHECK_TEXTS, numberCheckLine, type NumberCheckMismatch } from '@arcline/shared';
import { theme } from '../../../theme/theme';

/** The number and term check under a translation: each date, amount, clause or term that did not come through. */
export function NumberCheckList({ mismatches }: { mismatches: readonly NumberCheckMismatch[] }) {
  if (mismatches.length === 0) return <StyledAllFound data-testid="number-check">{NUMBER_CHECK_TEXTS.allFound}</StyledAllFound>;
  return (
    <StyledCheck data-testid="number-check" aria-label={NUMBER_CHECK_TEXTS.heading}>
      <strong>{NUMBER_CHECK_TEXTS.heading}</strong>
      <ul>
        {mismatches.map((mismatch, index) => (
          <li key={`${mismatch.kind}-${mismatch.source ?? ''}-${mismatch.translation ?? ''}-${index}`}>
            <span>{NUMBER_CHECK_TEXTS.kinds[mismatch.kind]}</span> {numberCheckLine(mismatch)}
          </li>
        ))}
      </ul>
    </StyledCheck>
  );
}

const StyledAllFound = styled.p`
  margin: ${theme.space(2)} 0 0;
  color: ${theme.colors.success};
  font-size: ${theme.fontSizes.small};
`;

const StyledCheck = styled.div`
  margin-top: ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
  font-size: ${theme.fontSizes.small};

  ul {
    margin: ${theme.space(1)} 0 0;
    padding-left: ${theme.space(5)};
  }

  li span {
    font-weight: 600;
  }
`;
