import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  /** Shown after the label, muted: '(optional)'. */
  hint?: string;
  error?: string;
  onValueChange(value: string): void;
}

export function TextField({ label, hint, error, onValueChange, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {hint && <StyledHint> {hint}</StyledHint>}
      </StyledLabel>
      <StyledInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...inputProps}
      />
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledField>
  );
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

const StyledHint = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledInput = styled.input`
  height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledError = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.danger};
`;
