import { useState } from 'react';
import styled from 'styled-components';
import { PLAYBOOK_TEXTS, type PlaybookRuleKind } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Field, InputControl, SelectControl, TextareaControl } from '../../ui/components/Field';
import { INDEMNITY_VERDICTS, RULE_FORM_FIELDS, RULE_KINDS, ruleFormOf, ruleJsonOf, ruleProblem, type RuleFieldName, type RuleFormValue } from '../utils/playbookRuleForm';
import { theme } from '../../../theme/theme';

const TEXTS = PLAYBOOK_TEXTS.admin.ruleForm;

/**
 * A topic's rule as a form per rule kind (the numbers and lists the offline engine checks), with the JSON as the
 * advanced view. The value is the rule's JSON text either way; a rule the form cannot show opens as JSON.
 */
export function PlaybookRuleEditor({ value, onChange }: { value: string; onChange(json: string): void }) {
  const form = ruleFormOf(value);
  const [asJson, setAsJson] = useState(form === null);
  const showJson = asJson || form === null;

  if (showJson) {
    return (
      <StyledRule>
        <Field label={PLAYBOOK_TEXTS.admin.rule} error={form === null && value.trim() ? TEXTS.notAForm : undefined}>
          {({ id }) => <TextareaControl id={id} rows={2} value={value} onChange={(event) => onChange(event.target.value)} />}
        </Field>
        {form !== null && (
          <Button type="button" $variant="ghost" onClick={() => setAsJson(false)}>
            {TEXTS.backToForm}
          </Button>
        )}
      </StyledRule>
    );
  }

  const set = (next: RuleFormValue) => onChange(ruleJsonOf(next));
  const setValue = (name: RuleFieldName, text: string) => set({ ...form, values: { ...form.values, [name]: text } });
  const problem = ruleProblem(form);
  return (
    <StyledRule>
      <StyledFields>
        <Field label={TEXTS.kind} error={problem ?? undefined}>
          {({ id }) => (
            <SelectControl id={id} value={form.kind} onChange={(event) => set({ kind: event.target.value as PlaybookRuleKind | '', values: {} })}>
              <option value="">{TEXTS.none}</option>
              {RULE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {TEXTS.kinds[kind]}
                </option>
              ))}
            </SelectControl>
          )}
        </Field>
        {form.kind &&
          RULE_FORM_FIELDS[form.kind].map((field) => (
            <Field key={field.name} label={TEXTS.fields[field.name]}>
              {({ id }) =>
                field.type === 'lines' ? (
                  <TextareaControl id={id} rows={2} value={form.values[field.name] ?? ''} onChange={(event) => setValue(field.name, event.target.value)} />
                ) : field.type === 'number' ? (
                  <InputControl id={id} inputMode="decimal" value={form.values[field.name] ?? ''} onChange={(event) => setValue(field.name, event.target.value)} />
                ) : (
                  <SelectControl id={id} value={form.values[field.name] ?? 'fallback'} onChange={(event) => setValue(field.name, event.target.value)}>
                    {INDEMNITY_VERDICTS.map((verdict) => (
                      <option key={verdict} value={verdict}>
                        {PLAYBOOK_TEXTS.verdicts[verdict]}
                      </option>
                    ))}
                  </SelectControl>
                )
              }
            </Field>
          ))}
      </StyledFields>
      {form.kind && RULE_FORM_FIELDS[form.kind].length === 0 && <StyledNote>{TEXTS.noFields}</StyledNote>}
      <Button type="button" $variant="ghost" onClick={() => setAsJson(true)}>
        {TEXTS.advanced}
      </Button>
    </StyledRule>
  );
}

const StyledRule = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(2)};
`;

const StyledFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;
