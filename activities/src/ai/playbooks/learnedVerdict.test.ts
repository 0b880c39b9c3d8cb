import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, playbookInputSchema, type PlaybookTopic } from '@arcline/shared';
import { FEATURE_NAMES, learnedFinding, learnedVerdict, VERDICT_CLASSES, verdictModel, type TopicEvidence, type VerdictModelFile } from './learnedVerdict';

const demo = playbookInputSchema.parse(DEMO_PLAYBOOK);
const topic = (id: string) => demo.topics.find((candidate) => candidate.id === id)! as PlaybookTopic;

/** A model for one rule kind that always says `verdict` with the given strength (weights on the bias only). */
function alwaysSays(rule: PlaybookTopic['rule'], verdict: (typeof VERDICT_CLASSES)[number], strength: number, whenUnsure: VerdictModelFile['whenUnsure'] = 'rules'): VerdictModelFile {
  return {
    about: 'test',
    featureNames: FEATURE_NAMES,
    minConfidence: 0.6,
    whenUnsure,
    l2: 0,
    kinds: { [rule!.kind]: { rule: rule!, features: [0], weights: VERDICT_CLASSES.map((candidate) => [candidate === verdict ? strength : 0]), examples: 1 } },
  };
}

const evidence = (verdict: TopicEvidence['finding']['verdict'], quote = 'Neither party may assign this Agreement without the consent of the other.'): TopicEvidence => ({
  finding: { topicId: 'assignment', verdict, quote, explanation: 'The rules read it.', proposedText: '', paragraphIndex: 3 },
  unsided: verdict,
  located: true,
  cues: [],
  mentions: 2,
});

describe('learned verdict', () => {
  const assignment = topic('assignment');

  it('replaces the rules’ verdict only when sure enough, and says so in the explanation', () => {
    const sure = learnedFinding(alwaysSays(assignment.rule, 'fallback', 5), assignment, evidence('standard'));
    expect(sure).toMatchObject({ verdict: 'fallback', quote: evidence('standard').finding.quote, proposedText: '' });
    expect(sure.explanation).toMatch(/learned verdict.*"fallback".*The rules read "standard"/);
    // Five classes, a weight of 0.5 on one: about 0.3, below the 0.6 it needs, so the rules' verdict stands…
    expect(learnedFinding(alwaysSays(assignment.rule, 'fallback', 0.5), assignment, evidence('standard')).verdict).toBe('standard');
    // …or, if the model file says so, "needs review" rather than a guess.
    expect(learnedFinding(alwaysSays(assignment.rule, 'fallback', 0.5, 'needs review'), assignment, evidence('standard')).verdict).toBe('needs review');
    // An unacceptable verdict proposes the playbook's wording.
    expect(learnedFinding(alwaysSays(assignment.rule, 'unacceptable', 5), assignment, evidence('standard')).proposedText).toBe(assignment.standardWording);
  });

  it('applies only to the rule it was trained with, and without a quote may only turn "missing" into "needs review"', () => {
    const other = { ...topic('term'), rule: { kind: 'termYears' as const, max: 2, fallbackMax: 4 } };
    expect(learnedVerdict(alwaysSays(topic('term').rule, 'fallback', 5), other.rule, evidence('standard'))).toBeNull();
    const missing = evidence('missing', '');
    expect(learnedVerdict(alwaysSays(assignment.rule, 'standard', 5), assignment.rule, missing)).toBeNull();
    const review = learnedFinding(alwaysSays(assignment.rule, 'needs review', 5), assignment, missing);
    expect(review).toMatchObject({ verdict: 'needs review', quote: '', proposedText: '' });
    expect(review.explanation).toMatch(/speaks of it in 2 sentences/);
  });

  it('the shipped model covers the demo playbook’s nine rules and reads the features it was trained on', () => {
    const model = verdictModel()!;
    expect(model.featureNames).toEqual(FEATURE_NAMES);
    for (const candidate of demo.topics) {
      const kind = model.kinds[candidate.rule!.kind]!;
      expect(kind.rule).toEqual(candidate.rule);
      expect(kind.weights).toHaveLength(VERDICT_CLASSES.length);
      for (const row of kind.weights) expect(row).toHaveLength(kind.features.length);
    }
  });
});
