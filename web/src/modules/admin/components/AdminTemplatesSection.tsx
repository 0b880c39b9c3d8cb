import { useState } from 'react';
import { ADMIN_TEXTS, TEMPLATE_ANSWER_KINDS, type TemplateAnswerKind } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Field, SelectControl } from '../../ui/components/Field';
import { TextField } from '../../ui/components/TextField';
import { adminApi } from '../api/adminApiClient';
import { useAdminQuery } from '../hooks/useAdminQuery';
import { useAdminChange } from '../hooks/useAdminChange';
import { adminQueryKeys } from '../utils/adminQueryKeys';
import { AdminSection } from './AdminSection';
import { AdminForm } from './AdminForm';
import { AdminListTable } from './AdminListTable';
import { AdminConfirmDialog, type AdminConfirmation } from './AdminConfirmDialog';

/** The matrix template library: the company's own templates beside the global ones, offered by Add Column. */
export function AdminTemplatesSection() {
  const templates = useAdminQuery(adminQueryKeys.templates(), adminApi.listTemplates);
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  const [answerKind, setAnswerKind] = useState<TemplateAnswerKind>('text');
  const { busy, run } = useAdminChange();
  const [confirmation, setConfirmation] = useState<AdminConfirmation | null>(null);

  const add = async () => {
    if (await run(() => adminApi.createTemplate({ name, query, answerKind }), ADMIN_TEXTS.changeFailed)) {
      setName('');
      setQuery('');
    }
  };

  return (
    <AdminSection title={ADMIN_TEXTS.tabs.templates} status={templates.status}>
      <AdminForm onSubmit={add} columns="1fr 2fr auto auto">
        <TextField label={ADMIN_TEXTS.templateName} value={name} onValueChange={setName} />
        <TextField label={ADMIN_TEXTS.templateQuery} value={query} onValueChange={setQuery} />
        <Field label={ADMIN_TEXTS.templateKind}>
          {({ id }) => (
            <SelectControl id={id} value={answerKind} onChange={(event) => setAnswerKind(event.target.value as TemplateAnswerKind)}>
              {TEMPLATE_ANSWER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kind}
                </option>
              ))}
            </SelectControl>
          )}
        </Field>
        <Button type="submit" disabled={busy || !name.trim() || !query.trim()}>
          {ADMIN_TEXTS.addTemplate}
        </Button>
      </AdminForm>
      <AdminListTable
        rows={templates.data}
        columns={[
          { header: ADMIN_TEXTS.templateName, cell: (template) => template.name },
          { header: ADMIN_TEXTS.templateQuery, cell: (template) => template.query },
          { header: ADMIN_TEXTS.templateKind, cell: (template) => template.answerKind },
          { header: ADMIN_TEXTS.scope, cell: (template) => (template.scope === 'company' ? ADMIN_TEXTS.company : ADMIN_TEXTS.global) },
        ]}
        action={{
          label: ADMIN_TEXTS.delete,
          when: (template) => template.scope === 'company',
          run: (template) =>
            setConfirmation({
              title: ADMIN_TEXTS.confirmDeleteTemplateTitle,
              description: ADMIN_TEXTS.confirmDeleteTemplate(template.name),
              confirmLabel: ADMIN_TEXTS.delete,
              confirm: () => void run(() => adminApi.deleteTemplate(template.id), ADMIN_TEXTS.changeFailed),
            }),
        }}
        busy={busy}
      />
      <AdminConfirmDialog confirmation={confirmation} busy={busy} onCancel={() => setConfirmation(null)} />
    </AdminSection>
  );
}
