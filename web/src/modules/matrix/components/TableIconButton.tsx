import { iconPath, type IconName } from '../../ui/components/Icon';
import { MATRIX_TABLE_CLASSES } from './matrixTableClasses';

export interface TableIconButtonProps {
  icon: IconName;
  /** The accessible name and the tooltip. */
  label: string;
  onClick(): void;
}

/**
 * IconButton for the table's cells: the same element, look (`iconButtonRules`, `iconRules`) and behaviour, drawn as
 * plain elements with the table's class names (matrixTableClasses.ts): a cell in view has two, mounted in the render
 * that makes the table clickable, and each column header one.
 */
export function TableIconButton({ icon, label, onClick }: TableIconButtonProps) {
  return (
    <button type="button" className={MATRIX_TABLE_CLASSES.iconButton} aria-label={label} title={label} onClick={onClick}>
      <svg className={MATRIX_TABLE_CLASSES.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d={iconPath(icon)} />
      </svg>
    </button>
  );
}
