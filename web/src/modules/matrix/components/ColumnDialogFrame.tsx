import type { ReactNode } from 'react';
import styled from 'styled-components';
import { COLUMN_DIALOG_WIDTH_PX, MATRIX_TEXTS } from '@arcline/shared';
import { Dialog } from '../../ui/components/Dialog';
import { theme } from '../../../theme/theme';

export interface ColumnDialogFrameProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}

/** The app's dialog at the column dialogs' width of 425 px (spec 02 §9). Its content mounts only while open. */
export function ColumnDialogFrame({ open, title, onClose, children }: ColumnDialogFrameProps) {
  return (
    <StyledWidth>
      <Dialog open={open} title={title} closeLabel={MATRIX_TEXTS.close} onClose={onClose}>
        {children}
      </Dialog>
    </StyledWidth>
  );
}

const StyledWidth = styled.div`
  display: contents;

  & > dialog {
    width: min(${COLUMN_DIALOG_WIDTH_PX}px, calc(100vw - ${theme.space(8)}));
  }
`;
