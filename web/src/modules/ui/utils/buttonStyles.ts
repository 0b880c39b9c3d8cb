import { css } from 'styled-components';
import { theme } from '../../../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** One look for buttons and button-like links. */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: ${theme.sizes.controlHeight};
  padding: 0 ${theme.space(4)};
  border-radius: ${theme.radius};
  border: 1px solid ${({ $variant }) => ($variant === 'secondary' ? theme.colors.border : 'transparent')};
  background: ${({ $variant = 'primary' }) =>
    $variant === 'primary' ? theme.colors.primary : $variant === 'secondary' ? theme.colors.surface : 'transparent'};
  color: ${({ $variant = 'primary' }) => ($variant === 'primary' ? theme.colors.primaryText : theme.colors.text)};
  font: inherit;
  font-size: ${theme.fontSizes.body};
  text-decoration: none;
  cursor: pointer;
  transition: background ${theme.transition}, opacity ${theme.transition};

  &:hover:not(:disabled) {
    background: ${({ $variant = 'primary' }) => ($variant === 'primary' ? theme.colors.primary : theme.colors.surfaceMuted)};
    opacity: ${({ $variant = 'primary' }) => ($variant === 'primary' ? 0.9 : 1)};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
