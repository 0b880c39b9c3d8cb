import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';
import { theme } from '../../../theme/theme';

export interface DialogProps {
  open: boolean;
  title: string;
  description?: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
}

/** A modal on the native <dialog>: focus trap, Escape and the backdrop come from the browser. */
export function Dialog({ open, title, description, closeLabel, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <StyledDialog ref={ref} aria-labelledby={titleId} onClose={onClose}>
      {open && (
        <>
          <StyledHeader>
            <StyledTitle id={titleId}>{title}</StyledTitle>
            <StyledClose type="button" aria-label={closeLabel} onClick={onClose}>
              <Icon name="close" />
            </StyledClose>
          </StyledHeader>
          {description && <StyledDescription>{description}</StyledDescription>}
          {children}
        </>
      )}
    </StyledDialog>
  );
}

const StyledDialog = styled.dialog`
  width: min(480px, calc(100vw - ${theme.space(8)}));
  padding: ${theme.space(6)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.popover};

  &::backdrop {
    background: ${theme.colors.overlay};
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.large};
`;

const StyledClose = styled.button`
  display: inline-flex;
  padding: ${theme.space(1)};
  border: none;
  border-radius: ${theme.radius};
  background: transparent;
  color: ${theme.colors.muted};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surfaceMuted};
  }
`;

const StyledDescription = styled.p`
  margin: ${theme.space(2)} 0 ${theme.space(4)};
  color: ${theme.colors.muted};
`;
