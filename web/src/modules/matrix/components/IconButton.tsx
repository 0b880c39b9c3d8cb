import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../../ui/components/Icon';

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

const StyledIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
