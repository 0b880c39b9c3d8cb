import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../../../theme/theme';

export interface FieldProps {
  label: string;
  /** Shown after the label, muted: '(optional)'. */
  hint?: string;
  error?: string;
  /** The control, given the id its label points at and the id of the error it is described by. */
  children(ids: { id: string; errorId: string | undefined }): ReactNode;
}

/** A labelled form control with its error below: the one field layout of the app's forms. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {hint && <StyledHint> {hint}</StyledHint>}
      </StyledLabel>
      {children({ id, errorId })}
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledField>
  );
}

/** The look of every text input, select and text area. */
export const controlStyles = css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;

  &:focus {
    outline: 2px solid ${theme.colors.primarySoft};
    border-color: ${theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:disabled {
    background: ${theme.colors.surfaceMuted};
  }
`;

export const InputControl = styled.input`
  ${controlStyles}
  height: ${theme.sizes.controlHeight};
  padding: 0 ${theme.space(3)};
`;

export const SelectControl = styled.select`
  ${controlStyles}
  height: ${theme.sizes.controlHeight};
  padding: 0 ${theme.space(2)};
`;

export const TextareaControl = styled.textarea`
  ${controlStyles}
  padding: ${theme.space(2)} ${theme.space(3)};
  resize: vertical;
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

const StyledLabel = styled.label`
  font-size: ${theme.fontSizes.small};
  font-weight: 600;
`;

const StyledHint = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`;

const StyledError = styled.span`
  font-size: ${theme.fontSizes.small};
  color: ${theme.colors.danger};
`;
