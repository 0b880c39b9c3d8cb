import { SUPER_USER_TEXTS } from '@arcline/shared';
import { Dialog } from '../../ui/components/Dialog';
import { SuperUserActions } from './SuperUserActions';

export interface SuperUserMenuProps {
  open: boolean;
  onClose(): void;
}

/** Opened by the /super chat command, for super users only (spec 02 §2). */
export function SuperUserMenu({ open, onClose }: SuperUserMenuProps) {
  return (
    <Dialog
      open={open}
      title={SUPER_USER_TEXTS.menuTitle}
      description={SUPER_USER_TEXTS.menuDescription}
      closeLabel={SUPER_USER_TEXTS.close}
      onClose={onClose}
    >
      <SuperUserActions />
    </Dialog>
  );
}
