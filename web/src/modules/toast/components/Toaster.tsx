import styled from 'styled-components';
import { SHELL_TEXTS } from '@arcline/shared';
import { useToast } from '../hooks/useToast';
import { Icon } from '../../ui/components/Icon';
import { theme } from '../../../theme/theme';

export function Toaster() {
  const { toasts, dismiss } = useToast();
  const visible = toasts.filter((toast) => toast.open);
  return (
    <StyledViewport role="status" aria-live="polite">
      {visible.map((toast) => (
        <StyledToast key={toast.id} $error={toast.variant === 'error'} data-testid="toast">
          <StyledText>
            <strong>{toast.title}</strong>
            {toast.description && <span>{toast.description}</span>}
          </StyledText>
          <StyledDismiss type="button" aria-label={SHELL_TEXTS.dismissToast} onClick={() => dismiss(toast.id)}>
            <Icon name="close" />
          </StyledDismiss>
        </StyledToast>
      ))}
    </StyledViewport>
  );
}

const StyledViewport = styled.div`
  position: fixed;
  right: ${theme.space(4)};
  bottom: ${theme.space(4)};
  z-index: ${theme.zIndex.toast};
  width: min(380px, calc(100vw - ${theme.space(8)}));
`;

const StyledToast = styled.div<{ $error: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid ${({ $error }) => ($error ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${({ $error }) => ($error ? theme.colors.dangerSoft : theme.colors.surface)};
  box-shadow: ${theme.shadows.popover};
`;

const StyledText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space(1)};
  font-size: ${theme.fontSizes.small};
`;

const StyledDismiss = styled.button`
  display: inline-flex;
  padding: 0;
  border: none;
  background: transparent;
  color: ${theme.colors.muted};
  cursor: pointer;
`;
