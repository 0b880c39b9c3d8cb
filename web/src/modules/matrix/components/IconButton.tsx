import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '../../ui/components/Icon';
import { theme } from '../../../theme/theme';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The accessible name and the tooltip. */
  label: string;
}

export function IconButton({ icon, label, type = 'button', ...buttonProps }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={label} {...buttonProps}>
      <Icon name={icon} />
    </StyledIconButton>
  );
}

/** An icon button's look, for StyledIconButton and for the matrix table's class-named buttons (MatrixTable). */
export const iconButtonRules = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space(1)};
  border: 1px solid transparent;
  border-radius: ${theme.radius};
  background: transparent;
  color: ${theme.colors.muted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledIconButton = styled.button`
  ${iconButtonRules}
`;
