import { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** One look for buttons and button-like links. */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.border : 'transparent')};
  background: ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary' ? theme.colors.primary : $variant === 'secondary' ? theme.colors.surface : 'transparent'};
  color: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.colors.primaryText : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.body};
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transition}, opacity ${({ theme }) => theme.transition};

  &:hover:not(:disabled) {
    background: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.colors.primary : theme.colors.surfaceMuted)};
    opacity: ${({ $variant = 'primary' }) => ($variant === 'primary' ? 0.9 : 1)};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
