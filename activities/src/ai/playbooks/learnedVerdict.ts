import { existsSync, readFileSync } from 'node:fs';
import type { Finding, PlaybookRule, PlaybookRuleKind, PlaybookTopic, PlaybookVerdict } from '@arcline/shared';
import { BOTH_PARTIES } from './rules';

/**
 * The learned verdict (issue 32, docs/playbooks.md "Learned verdict"): per rule kind, a small multinomial logistic
 * regression over what the rules read — their verdict for the party the firm acts for and without it, whether the clause
 * finder located a passage, how many cue sentences the topic has, and cue words of the quote and those sentences —
 * trained on the hand-labelled contracts of bench/playbooks/labels.json (`npm run train:verdicts`, deterministic). It
 * only re-decides topics whose rule is the one it was trained with (the demo playbook's); where the rules quoted no
 * passage it may only turn "missing" into "needs review"; and it changes a verdict only when sure enough
 * (`minConfidence`), else the rules' verdict stands or, if the model file says so, the verdict is "needs review".
 */

/** What the rules read on one topic (reviewAgainstPlaybook.ts `topicEvidence`). */
export interface TopicEvidence {
  finding: Finding;
  /** The rules' verdict without a party (one-sided clauses are then "needs review"). */
  unsided: PlaybookVerdict;
  /** Whether the clause finder located a passage (else the quote, if any, is the first cue sentence). */
  located: boolean;
  /** The topic's cue sentences anywhere in the contract, verbatim. */
  cues: string[];
  /** How many sentences of the contract have the topic's words at all. */
  mentions: number;
}

/** The verdicts the model chooses among. */
export const VERDICT_CLASSES: readonly PlaybookVerdict[] = ['standard', 'fallback', 'unacceptable', 'needs review', 'missing'];

export interface VerdictKindModel {
  /** The rule the model was trained with; a topic with another rule (other thresholds) keeps the rules' verdict. */
  rule: PlaybookRule;
  /** The features it reads (indexes into FEATURE_NAMES; those never set in its training data are left out). */
  features: number[];
  /** Weights per class (VERDICT_CLASSES order) per feature read (`features` order). */
  weights: number[][];
  examples: number;
}

export interface VerdictModelFile {
  about: string;
  featureNames: string[];
  /** A verdict other than the rules' needs at least this probability; below it, the verdict is "needs review". */
  minConfidence: number;
  /** Where the model disagrees with the rules below minConfidence: "needs review", or the rules' verdict stands. */
  whenUnsure: 'needs review' | 'rules';
  l2: number;
  kinds: Partial<Record<PlaybookRuleKind, VerdictKindModel>>;
}

/** Cue words read in the quote and the topic's cue sentences. */
const TEXT_CUES: [string, RegExp][] = [
  ['both parties', BOTH_PARTIES],
  ['redacted', /\[\s*\*+\s*\]|\[redacted\]/i],
  ['survives', /\bsurviv\w*/i],
  ['years', /\byears?\b/i],
  ['months', /\bmonths?\b/i],
  ['days', /\bdays?\b/i],
  ['without limit in time', /\b(?:perpetu\w*|indefinite\w*|at all times|for so long as)\b/i],
  ['by reference', /\b(?:incorporated|by reference|separate (?:written )?(?:confidentiality|non-?disclosure) agreement|license agreement|licence agreement)\b/i],
  ['in no event', /\b(?:in no event|shall not be liable|will not be liable|no liability)\b/i],
  ['consequential', /\b(?:consequential|indirect|incidental|punitive)\b/i],
  ['limit', /\b(?:exceed\w*|limited to|in excess of|maximum liability|aggregate liability|total liability)\b/i],
  ['at will', /\b(?:for any reason|without cause|convenience|at any time|sole discretion)\b/i],
  ['renewal', /\b(?:renew\w*|extend\w*|extension)\b/i],
  ['automatic', /\bautomatic\w*/i],
  ['carve-out', /\b(?:affiliate|subsidiar\w*|merger|change of control|successor|substantially all)\b/i],
  ['consent', /\b(?:consent|approval)\b/i],
  ['invoice', /\binvoice\w*/i],
  ['in advance', /\b(?:in advance|upon signing|on signing|execution of this agreement|upfront|up-front|down payment|prior to (?:delivery|shipment))\b/i],
  ['indemnify', /\bindemnif\w*/i],
  ['defend', /\bdefend\w*/i],
  ['compete', /\bcompet\w*/i],
  ['exclusive', /\bexclusiv\w*/i],
  ['receiving party', /\b(?:receiving party|recipient)\b/i],
  ['notice', /\bnotice\b/i],
  ['third party', /\bthird[- ]part(?:y|ies)\b/i],
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The feature names, in the order of the weights: the bias, the rules' verdicts, locating, cue counts, cue words. */
export const FEATURE_NAMES: string[] = [
  'bias',
  ...VERDICT_CLASSES.map((verdict) => `rules: ${verdict}`),
  ...VERDICT_CLASSES.map((verdict) => `rules without a party: ${verdict}`),
  'rules change with the party',
  'located by the clause finder',
  'one cue sentence',
  'two or three cue sentences',
  'four or more cue sentences',
  'no sentence mentions the topic',
  'one or two sentences mention it',
  'three to nine sentences mention it',
  'ten or more sentences mention it',
  'quote redacted',
  'quote over 400 characters',
  'client named in the quote',
  'client named in the cue sentences',
  ...TEXT_CUES.map(([name]) => `quote: ${name}`),
  ...TEXT_CUES.map(([name]) => `cue sentences: ${name}`),
];

/** The feature vector (FEATURE_NAMES order, 0/1 values) of what the rules read on a topic. */
export function verdictFeatures(evidence: TopicEvidence, actingFor?: string): number[] {
  const { finding, unsided, located, cues } = evidence;
  const cueText = cues.join(' ');
  const client = actingFor?.trim() ? new RegExp(String.raw`\b${escaped(actingFor.trim())}\b`, 'i') : null;
  const flag = (value: boolean) => (value ? 1 : 0);
  return [
    1,
    ...VERDICT_CLASSES.map((verdict) => flag(finding.verdict === verdict)),
    ...VERDICT_CLASSES.map((verdict) => flag(unsided === verdict)),
    flag(unsided !== finding.verdict),
    flag(located),
    flag(cues.length === 1),
    flag(cues.length >= 2 && cues.length <= 3),
    flag(cues.length >= 4),
    flag(evidence.mentions === 0),
    flag(evidence.mentions >= 1 && evidence.mentions <= 2),
    flag(evidence.mentions >= 3 && evidence.mentions <= 9),
    flag(evidence.mentions >= 10),
    flag(/\[\s*\*+\s*\]|\[redacted\]/i.test(finding.quote)),
    flag(finding.quote.length > 400),
    flag(client !== null && client.test(finding.quote)),
    flag(client !== null && client.test(cueText)),
    ...TEXT_CUES.map(([, pattern]) => flag(pattern.test(finding.quote))),
    ...TEXT_CUES.map(([, pattern]) => flag(pattern.test(cueText))),
  ];
}

/** Class probabilities (VERDICT_CLASSES order) of a feature vector under one kind's weights. */
export function verdictProbabilities(weights: number[][], features: number[]): number[] {
  const scores = weights.map((row) => row.reduce((sum, weight, index) => sum + weight * features[index]!, 0));
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

/** Same rule, same numbers: the model's classes mean the same positions. */
const sameRule = (a: PlaybookRule, b: PlaybookRule | undefined) => b !== undefined && JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/**
 * The learned verdict on a topic: the rules' finding, re-decided by the model where it applies. Where the model agrees
 * with the rules, or the rules found no passage, the rules' finding stands; where it disagrees with at least
 * `minConfidence`, its verdict replaces theirs (the explanation says so and keeps what the rules read); where it
 * disagrees with less, the verdict is "needs review".
 */
export function learnedVerdict(
  model: Pick<VerdictModelFile, 'kinds' | 'minConfidence' | 'whenUnsure'>,
  rule: PlaybookRule | undefined,
  evidence: TopicEvidence,
  actingFor?: string,
): { verdict: PlaybookVerdict; probability: number } | null {
  if (!rule) return null;
  const kind = model.kinds[rule.kind];
  if (!kind || !sameRule(kind.rule, rule)) return null;
  const all = verdictFeatures(evidence, actingFor);
  const probabilities = verdictProbabilities(kind.weights, kind.features.map((index) => all[index]!));
  const best = probabilities.indexOf(Math.max(...probabilities));
  const verdict = VERDICT_CLASSES[best]!;
  if (verdict === evidence.finding.verdict) return null;
  // Without a quoted passage the only other verdict it may give is "needs review" (the contract speaks of the topic
  // in words no rule located): a verdict on a clause needs the clause.
  if (!evidence.finding.quote) return verdict === 'needs review' && probabilities[best]! >= model.minConfidence ? { verdict, probability: probabilities[best]! } : null;
  if (probabilities[best]! >= model.minConfidence) return { verdict, probability: probabilities[best]! };
  return model.whenUnsure === 'rules' ? null : { verdict: 'needs review', probability: probabilities[best]! };
}

const percent = (probability: number) => `${Math.round(100 * probability)} %`;

/** The finding with the learned verdict (see learnedVerdict): same quote, the explanation says what changed and why. */
export function learnedFinding(model: VerdictModelFile, topic: PlaybookTopic, evidence: TopicEvidence, actingFor?: string): Finding {
  const { finding } = evidence;
  const learned = learnedVerdict(model, topic.rule, evidence, actingFor);
  if (!learned || learned.verdict === finding.verdict) return finding;
  const read = `The rules read "${finding.verdict}": ${finding.explanation}`;
  const explanation =
    learned.verdict === 'needs review'
      ? `${read} The learned verdict, trained on hand-labelled contracts, disagrees without being sure enough (${percent(learned.probability)}), so a lawyer should decide.`
      : `The learned verdict, trained on hand-labelled contracts, says "${learned.verdict}" (${percent(learned.probability)}) where the rules alone would not. ${read}`;
  if (!finding.quote) {
    return {
      ...finding,
      verdict: 'needs review',
      explanation: `The rules located no ${topic.title.toLowerCase()} clause, but the contract speaks of it in ${evidence.mentions} sentence${evidence.mentions === 1 ? '' : 's'} the rules do not read; the learned verdict (${percent(learned.probability)}) says a lawyer should look. The playbook's position: ${topic.standardPosition}`,
      proposedText: '',
    };
  }
  const missing = learned.verdict === 'missing';
  return {
    ...finding,
    verdict: learned.verdict,
    explanation,
    quote: missing ? '' : finding.quote,
    ...(missing ? { paragraphIndex: undefined } : {}),
    proposedText: learned.verdict === 'standard' || learned.verdict === 'fallback' ? '' : topic.standardWording,
  };
}

const MODEL_FILE = new URL('./verdictModel.json', import.meta.url);
let shipped: VerdictModelFile | null | undefined;

/** The trained model shipped beside this module (null before `npm run train:verdicts` has written one). */
export function verdictModel(): VerdictModelFile | null {
  if (shipped === undefined) shipped = existsSync(MODEL_FILE) ? (JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as VerdictModelFile) : null;
  return shipped;
}
