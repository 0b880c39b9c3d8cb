import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, PLAYBOOK_MESSAGES, playbookRuleSchema } from '@arcline/shared';
import { RULE_FORM_FIELDS, ruleFormOf, ruleJsonOf, ruleProblem } from './playbookRuleForm';

describe('the admin console\'s rule form (issue 32)', () => {
  it('shows every rule of the demo playbook as a form and gives back the same rule', () => {
    for (const topic of DEMO_PLAYBOOK.topics) {
      const json = topic.rule ? JSON.stringify(topic.rule) : '';
      const form = ruleFormOf(json);
      expect(form, topic.id).not.toBeNull();
      expect(ruleJsonOf(form!) ? JSON.parse(ruleJsonOf(form!)) : undefined).toEqual(topic.rule);
    }
  });

  it('has a field for every property of every rule kind the schema accepts', () => {
    const samples = [
      { kind: 'governingLaw', allowed: ['New York'], fallback: ['Delaware'] },
      { kind: 'liabilityCap', minMonthsOfFees: 12, fallbackMonthsOfFees: 6, minAmount: 1_000_000, fallbackAmount: 500_000 },
      { kind: 'noticeDays', min: 90, fallbackMin: 60 },
      { kind: 'termYears', max: 3, fallbackMax: 5 },
      { kind: 'assignmentConsent' },
      { kind: 'nonCompeteMonths', max: 12, fallbackMax: 24 },
      { kind: 'confidentialityYears', min: 5, fallbackMin: 3 },
      { kind: 'paymentDays', min: 45, fallbackMin: 30 },
      { kind: 'indemnity', mutual: 'standard' },
    ];
    expect(samples.map((sample) => sample.kind).sort()).toEqual(Object.keys(RULE_FORM_FIELDS).sort());
    for (const sample of samples) {
      expect(playbookRuleSchema.parse(sample)).toEqual(sample);
      expect(JSON.parse(ruleJsonOf(ruleFormOf(JSON.stringify(sample))!))).toEqual(sample);
    }
  });

  it('writes what the form holds: numbers as numbers, lines as lists, empty fields left out, no kind no rule', () => {
    expect(JSON.parse(ruleJsonOf({ kind: 'termYears', values: { max: ' 2 ', fallbackMax: '' } }))).toEqual({ kind: 'termYears', max: 2 });
    expect(JSON.parse(ruleJsonOf({ kind: 'liabilityCap', values: { minAmount: '1,000,000' } }))).toEqual({ kind: 'liabilityCap', minAmount: 1_000_000 });
    expect(JSON.parse(ruleJsonOf({ kind: 'governingLaw', values: { allowed: 'New York\n\n Delaware ' } }))).toEqual({ kind: 'governingLaw', allowed: ['New York', 'Delaware'] });
    expect(ruleJsonOf({ kind: '', values: { max: '3' } })).toBe('');
    expect(ruleFormOf('')).toEqual({ kind: '', values: {} });
  });

  it('says why a form is not a valid rule, with the server\'s message', () => {
    expect(ruleProblem({ kind: 'liabilityCap', values: {} })).toBe(PLAYBOOK_MESSAGES.liabilityCapNeedsMinimum);
    expect(ruleProblem({ kind: 'noticeDays', values: { min: 'ninety' } })).toBe(PLAYBOOK_MESSAGES.ruleInvalid);
    expect(ruleProblem({ kind: 'noticeDays', values: { min: '90' } })).toBeNull();
  });

  it('leaves to the JSON view what a form cannot show', () => {
    expect(ruleFormOf('{ not json')).toBeNull();
    expect(ruleFormOf('{"kind":"unknownKind"}')).toBeNull();
    expect(ruleFormOf('{"kind":"termYears","max":3,"note":"why"}')).toBeNull();
    expect(ruleFormOf('{"kind":"termYears","max":"3"}')).toBeNull();
  });
});
