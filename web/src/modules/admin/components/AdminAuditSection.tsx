import { ADMIN_TEXTS } from '@arcline/shared';
import { adminApi } from '../api/adminApiClient';
import { useAdminQuery } from '../hooks/useAdminQuery';
import { adminQueryKeys } from '../utils/adminQueryKeys';
import { formatTime } from '../utils/formatTime';
import { AdminSection } from './AdminSection';
import { AdminTable } from './AdminTable';

/** Every admin change of the company, newest first (the log cannot be changed). */
export function AdminAuditSection() {
  const entries = useAdminQuery(adminQueryKeys.audit(), adminApi.listAuditLog);
  return (
    <AdminSection title={ADMIN_TEXTS.tabs.audit} status={entries.status}>
      {entries.data?.length === 0 ? (
        <p>{ADMIN_TEXTS.empty}</p>
      ) : (
        <AdminTable>
          <thead>
            <tr>
              <th>{ADMIN_TEXTS.when}</th>
              <th>{ADMIN_TEXTS.who}</th>
              <th>{ADMIN_TEXTS.what}</th>
              <th>{ADMIN_TEXTS.target}</th>
            </tr>
          </thead>
          <tbody>
            {entries.data?.map((entry) => (
              <tr key={entry.id} data-testid="audit-entry">
                <td>{formatTime(entry.createdAt)}</td>
                <td>{entry.actorEmail}</td>
                <td className="nowrap">
                  <code>{entry.action}</code>
                </td>
                <td>
                  {entry.target}
                  {Object.keys(entry.details).length > 0 && <code> {JSON.stringify(entry.details)}</code>}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </AdminSection>
  );
}
