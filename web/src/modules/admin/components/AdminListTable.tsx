import type { ReactNode } from 'react';
import { ADMIN_TEXTS } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { AdminTable } from './AdminTable';

export interface AdminListColumn<T> {
  header: string;
  cell(row: T): ReactNode;
}

interface AdminListTableProps<T extends { id: string }> {
  rows: T[] | undefined;
  columns: AdminListColumn<T>[];
  /** The row's one change (revoke, remove, delete), a secondary button in the last column where `when` allows it. */
  action: { label: string; when?(row: T): boolean; run(row: T): void };
  busy: boolean;
  /** False for a list whose values speak for themselves (no header row). */
  header?: boolean;
}

/** A list of the company's things in the admin console's table look, each row with one change button. */
export function AdminListTable<T extends { id: string }>({ rows, columns, action, busy, header = true }: AdminListTableProps<T>) {
  return (
    <AdminTable>
      {header && (
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header}>{column.header}</th>
            ))}
            <th>{ADMIN_TEXTS.actions}</th>
          </tr>
        </thead>
      )}
      <tbody>
        {rows?.map((row) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column.header}>{column.cell(row)}</td>
            ))}
            <td>
              {(action.when?.(row) ?? true) && (
                <Button type="button" $variant="secondary" disabled={busy} onClick={() => action.run(row)}>
                  {action.label}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
