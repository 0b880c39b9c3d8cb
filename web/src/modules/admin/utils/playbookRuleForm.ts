import { playbookRuleSchema, type PlaybookRuleKind } from '@arcline/shared';

/**
 * The admin console's rule form (docs/playbooks.md, "Rules"): the fields of each rule kind, and the conversion between
 * the form's values and the rule's JSON, which stays the one value the topic holds (the JSON view shows it as is).
 */

export type RuleFieldName = 'allowed' | 'fallback' | 'minMonthsOfFees' | 'fallbackMonthsOfFees' | 'minAmount' | 'fallbackAmount' | 'min' | 'fallbackMin' | 'max' | 'fallbackMax' | 'mutual';

export interface RuleField {
  name: RuleFieldName;
  /** number: a whole or decimal number (empty = left out); lines: one item per line; verdict: standard, fallback or unacceptable. */
  type: 'number' | 'lines' | 'verdict';
}

const number = (name: RuleFieldName): RuleField => ({ name, type: 'number' });

export const RULE_FORM_FIELDS: Record<PlaybookRuleKind, RuleField[]> = {
  governingLaw: [
    { name: 'allowed', type: 'lines' },
    { name: 'fallback', type: 'lines' },
  ],
  liabilityCap: [number('minMonthsOfFees'), number('fallbackMonthsOfFees'), number('minAmount'), number('fallbackAmount')],
  noticeDays: [number('min'), number('fallbackMin')],
  termYears: [number('max'), number('fallbackMax')],
  assignmentConsent: [],
  nonCompeteMonths: [number('max'), number('fallbackMax')],
  confidentialityYears: [number('min'), number('fallbackMin')],
  paymentDays: [number('min'), number('fallbackMin')],
  indemnity: [{ name: 'mutual', type: 'verdict' }],
};

export const RULE_KINDS = Object.keys(RULE_FORM_FIELDS) as PlaybookRuleKind[];

export const INDEMNITY_VERDICTS = ['standard', 'fallback', 'unacceptable'] as const;

/** What the form shows: the kind ('' for no rule) and each field as text. */
export interface RuleFormValue {
  kind: PlaybookRuleKind | '';
  values: Partial<Record<RuleFieldName, string>>;
}

/**
 * The form's value for a rule's JSON text; null when the form cannot show it (not JSON, an unknown kind, a field the
 * form does not have): the JSON view is then the way to edit it.
 */
export function ruleFormOf(json: string): RuleFormValue | null {
  if (!json.trim()) return { kind: '', values: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { kind, ...rest } = parsed as Record<string, unknown>;
  if (typeof kind !== 'string' || !(kind in RULE_FORM_FIELDS)) return null;
  const fields = RULE_FORM_FIELDS[kind as PlaybookRuleKind];
  const values: RuleFormValue['values'] = {};
  for (const [name, value] of Object.entries(rest)) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) return null;
    if (field.type === 'lines') {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return null;
      values[field.name] = (value as string[]).join('\n');
    } else if (field.type === 'number') {
      if (typeof value !== 'number') return null;
      values[field.name] = String(value);
    } else {
      if (typeof value !== 'string') return null;
      values[field.name] = value;
    }
  }
  return { kind: kind as PlaybookRuleKind, values };
}

/** The rule's JSON text for the form's value ('' for no rule); empty fields are left out, numbers as numbers. */
export function ruleJsonOf(form: RuleFormValue): string {
  if (!form.kind) return '';
  const rule: Record<string, unknown> = { kind: form.kind };
  for (const field of RULE_FORM_FIELDS[form.kind]) {
    const text = form.values[field.name]?.trim() ?? '';
    if (field.type === 'lines') {
      const items = text.split('\n').map((line) => line.trim()).filter(Boolean);
      if (items.length > 0) rule[field.name] = items;
    } else if (field.type === 'number') {
      if (text) rule[field.name] = Number(text.replace(/[,\s]/g, ''));
    } else {
      rule[field.name] = text || 'fallback';
    }
  }
  return JSON.stringify(rule);
}

/** Why the form's value is not a valid rule (the server's message for it), or null. */
export function ruleProblem(form: RuleFormValue): string | null {
  if (!form.kind) return null;
  const parsed = playbookRuleSchema.safeParse(JSON.parse(ruleJsonOf(form)));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
