import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TEXTS, TEMPLATE_ANSWER_KINDS, type TemplateAnswerKind } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Field, SelectControl } from '../../ui/components/Field';
import { TextField } from '../../ui/components/TextField';
import { adminApi } from '../api/adminApiClient';
import { useAdminQuery } from '../hooks/useAdminQuery';
import { useAdminChange } from '../hooks/useAdminChange';
import { adminQueryKeys } from '../utils/adminQueryKeys';
import { AdminSection } from './AdminSection';
import { AdminTable } from './AdminTable';

/** The matrix template library: the company's own templates beside the global ones, offered by Add Column. */
export function AdminTemplatesSection() {
  const templates = useAdminQuery(adminQueryKeys.templates(), adminApi.listTemplates);
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  const [answerKind, setAnswerKind] = useState<TemplateAnswerKind>('text');
  const { busy, run } = useAdminChange();

  const add = async () => {
    if (await run(() => adminApi.createTemplate({ name, query, answerKind }), ADMIN_TEXTS.changeFailed)) {
      setName('');
      setQuery('');
    }
  };

  return (
    <AdminSection title={ADMIN_TEXTS.tabs.templates} status={templates.status}>
      <StyledForm
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
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
      </StyledForm>
      <AdminTable>
        <thead>
          <tr>
            <th>{ADMIN_TEXTS.templateName}</th>
            <th>{ADMIN_TEXTS.templateQuery}</th>
            <th>{ADMIN_TEXTS.templateKind}</th>
            <th>{ADMIN_TEXTS.scope}</th>
            <th>{ADMIN_TEXTS.actions}</th>
          </tr>
        </thead>
        <tbody>
          {templates.data?.map((template) => (
            <tr key={template.id}>
              <td>{template.name}</td>
              <td>{template.query}</td>
              <td>{template.answerKind}</td>
              <td>{template.scope === 'company' ? ADMIN_TEXTS.company : ADMIN_TEXTS.global}</td>
              <td>
                {template.scope === 'company' && (
                  <Button type="button" $variant="secondary" disabled={busy} onClick={() => void run(() => adminApi.deleteTemplate(template.id), ADMIN_TEXTS.changeFailed)}>
                    {ADMIN_TEXTS.delete}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </AdminSection>
  );
}

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: 1fr 2fr auto auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
`;
