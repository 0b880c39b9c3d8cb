import { useState } from 'react';
import styled from 'styled-components';
import {
  MATRIX_COLUMN_NAME_MAX_LENGTH,
  MATRIX_CUSTOM_QUERY_MAX_LENGTH,
  MATRIX_QUERY_TYPES,
  MATRIX_QUERY_TYPE_LABELS,
  MATRIX_TEXTS,
  MATRIX_ANSWER_KINDS,
  MATRIX_ANSWER_KIND_LABELS,
  columnDraftErrors,
  listOptionsOf,
  type MatrixAnswerKind,
  type MatrixColumn,
  type MatrixQueryTemplate,
  type MatrixQueryType,
} from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Field, SelectControl, TextareaControl } from '../../ui/components/Field';
import { TextField } from '../../ui/components/TextField';
import type { ColumnInput } from '../api/matrixApi';
import { theme } from '../../../theme/theme';

export interface ColumnFormProps {
  templates: MatrixQueryTemplate[];
  /** The column being edited; absent when adding. */
  initial?: MatrixColumn;
  submitLabel: string;
  busy: boolean;
  onSubmit(input: ColumnInput): void;
  onDelete?(): void;
}

/**
 * Type first; then the name (its default is the template's label, or 'New Column' for a custom query, until the
 * user types one) and the template choice or the query text. Apply is enabled only when the form is valid.
 */
export function ColumnForm({ templates, initial, submitLabel, busy, onSubmit, onDelete }: ColumnFormProps) {
  const [queryType, setQueryType] = useState<MatrixQueryType | null>(initial?.queryType ?? null);
  const [typedName, setTypedName] = useState<string | null>(initial?.name ?? null);
  const [matrixQueryId, setMatrixQueryId] = useState(initial?.matrixQueryId ?? '');
  const [customQuery, setCustomQuery] = useState(initial?.customQuery ?? '');
  /** Null until the user picks one: the chosen template's default kind, or text. */
  const [chosenKind, setChosenKind] = useState<MatrixAnswerKind | null>(initial?.answerKind ?? null);
  const [optionsText, setOptionsText] = useState((initial?.answerOptions ?? []).join('\n'));

  const defaultName =
    queryType === 'CUSTOM'
      ? MATRIX_TEXTS.defaultCustomColumnName
      : (templates.find((template) => template.id === matrixQueryId)?.name ?? '');
  const name = typedName ?? defaultName;
  const answerKind: MatrixAnswerKind =
    chosenKind ?? (queryType === 'GLOBAL_TEMPLATE' ? (templates.find((template) => template.id === matrixQueryId)?.answerKind ?? 'text') : 'text');
  const options = listOptionsOf(optionsText);
  const valid = columnDraftErrors({ name, queryType, matrixQueryId: matrixQueryId || null, customQuery, answerKind, options }).length === 0;

  return (
    <StyledForm
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || !queryType) return;
        const typed = answerKind === 'list' ? { answerKind, options } : { answerKind };
        onSubmit(
          queryType === 'CUSTOM'
            ? { name: name.trim(), queryType, customQuery: customQuery.trim(), ...typed }
            : { name: name.trim(), queryType, matrixQueryId, ...typed },
        );
      }}
    >
      <StyledFieldset>
        <StyledLegend>{MATRIX_TEXTS.queryType}</StyledLegend>
        <StyledTypes>
          {MATRIX_QUERY_TYPES.map((type) => (
            <StyledTypeOption key={type} $checked={queryType === type}>
              <input type="radio" name="queryType" value={type} checked={queryType === type} onChange={() => setQueryType(type)} />
              {MATRIX_QUERY_TYPE_LABELS[type]}
            </StyledTypeOption>
          ))}
        </StyledTypes>
      </StyledFieldset>
      {queryType && (
        <TextField
          label={MATRIX_TEXTS.columnName}
          value={name}
          maxLength={MATRIX_COLUMN_NAME_MAX_LENGTH}
          onValueChange={setTypedName}
        />
      )}
      {queryType === 'GLOBAL_TEMPLATE' && (
        <Field label={MATRIX_TEXTS.template}>
          {({ id }) => (
            <SelectControl id={id} value={matrixQueryId} onChange={(event) => setMatrixQueryId(event.target.value)}>
              <option value="">{MATRIX_TEXTS.chooseTemplate}</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </SelectControl>
          )}
        </Field>
      )}
      {queryType === 'CUSTOM' && (
        <Field label={MATRIX_TEXTS.customQuery}>
          {({ id }) => (
            <TextareaControl
              id={id}
              rows={4}
              value={customQuery}
              maxLength={MATRIX_CUSTOM_QUERY_MAX_LENGTH}
              placeholder={MATRIX_TEXTS.customQueryPlaceholder}
              onChange={(event) => setCustomQuery(event.target.value)}
            />
          )}
        </Field>
      )}
      {queryType && (
        <Field label={MATRIX_TEXTS.answerKind}>
          {({ id }) => (
            <SelectControl id={id} value={answerKind} onChange={(event) => setChosenKind(event.target.value as MatrixAnswerKind)}>
              {MATRIX_ANSWER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {MATRIX_ANSWER_KIND_LABELS[kind]}
                </option>
              ))}
            </SelectControl>
          )}
        </Field>
      )}
      {queryType && answerKind === 'list' && (
        <Field label={MATRIX_TEXTS.listOptions}>
          {({ id }) => (
            <TextareaControl
              id={id}
              rows={3}
              value={optionsText}
              placeholder={MATRIX_TEXTS.listOptionsPlaceholder}
              onChange={(event) => setOptionsText(event.target.value)}
            />
          )}
        </Field>
      )}
      <StyledButtons>
        {onDelete && (
          <StyledDelete type="button" $variant="ghost" disabled={busy} onClick={onDelete}>
            {MATRIX_TEXTS.deleteColumn}
          </StyledDelete>
        )}
        <Button type="submit" disabled={!valid || busy}>
          {submitLabel}
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  margin-top: ${theme.space(4)};
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${theme.space(1)};
  padding: 0;
  font-size: ${theme.fontSizes.small};
  font-weight: 600;
`;

const StyledTypes = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space(2)};
`;

const StyledTypeOption = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${({ $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${({ $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  font-size: ${theme.fontSizes.small};
  cursor: pointer;
`;

const StyledButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space(2)};
`;

const StyledDelete = styled(Button)`
  margin-right: auto;
  color: ${theme.colors.danger};
`;
