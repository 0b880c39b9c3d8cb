import { z } from 'zod';
import { PLAYBOOK_ACTING_FOR_ROLES, PLAYBOOK_LIMITS } from './playbookTexts';

/**
 * Playbooks (issue 32, docs/playbooks.md): a company's positions per topic of a contract — the standard position and
 * its model wording, the fallbacks it accepts, what it never accepts — and, where one fits, a rule the offline engine
 * checks. A review against a playbook gives one Finding per topic.
 */


/**
 * What each topic is about: the offline engine locates its passage with the clause finder's categories for it
 * (activities/src/ai/playbooks/topicCategories.ts).
 */
export const PLAYBOOK_TOPIC_KEYS = [
  'governingLaw',
  'jurisdiction',
  'liabilityCap',
  'indemnity',
  'term',
  'renewal',
  'terminationForConvenience',
  'terminationForCause',
  'assignment',
  'changeOfControl',
  'confidentiality',
  'nonCompete',
  'nonSolicitation',
  'exclusivity',
  'paymentTerms',
  'warranty',
  'insurance',
  'auditRights',
  'ipOwnership',
  'notices',
] as const;
export type PlaybookTopicKey = (typeof PLAYBOOK_TOPIC_KEYS)[number];

export const PLAYBOOK_VERDICTS = ['standard', 'fallback', 'unacceptable', 'missing', 'needs review'] as const;
export type PlaybookVerdict = (typeof PLAYBOOK_VERDICTS)[number];

/** The verdicts whose finding proposes the playbook's wording ("Propose redline"). */
export const REDLINE_VERDICTS: readonly PlaybookVerdict[] = ['unacceptable', 'missing'];

export const PLAYBOOK_MESSAGES = {
  notFound: 'Playbook not found.',
  nameRequired: `A playbook needs a name of at most ${PLAYBOOK_LIMITS.nameMaxChars} characters.`,
  topicsRequired: `A playbook has from 1 to ${PLAYBOOK_LIMITS.topicsMax} topics.`,
  topicInvalid: 'Each topic needs a known key, a title, a standard position and its standard wording.',
  topicIdsUnique: 'Two topics have the same id.',
  ruleInvalid: 'A rule is one of the kinds listed in docs/playbooks.md, with its numbers (whole, not negative).',
  liabilityCapNeedsMinimum: 'A liability cap rule needs minMonthsOfFees or minAmount.',
  versionConflict: 'The playbook was changed by someone else since you opened it; reload it and make your change again.',
  playbookIdInvalid: 'Choose a playbook of your company.',
  actingForInvalid: `Acting for is a role (${PLAYBOOK_ACTING_FOR_ROLES.join(', ')}) or a party's name as the contract writes it, of at most ${PLAYBOOK_LIMITS.actingForMaxChars} characters.`,
} as const;

/** The party a review acts for (optional; blank is none): a role or a party's name, one line. */
export const actingForSchema = z
  .string({ message: PLAYBOOK_MESSAGES.actingForInvalid })
  .trim()
  .max(PLAYBOOK_LIMITS.actingForMaxChars, { message: PLAYBOOK_MESSAGES.actingForInvalid })
  .refine((value) => !/[\r\n\t]/.test(value), { message: PLAYBOOK_MESSAGES.actingForInvalid })
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const count = z.number({ message: PLAYBOOK_MESSAGES.ruleInvalid }).int({ message: PLAYBOOK_MESSAGES.ruleInvalid }).min(0, { message: PLAYBOOK_MESSAGES.ruleInvalid });
const positive = z.number({ message: PLAYBOOK_MESSAGES.ruleInvalid }).positive({ message: PLAYBOOK_MESSAGES.ruleInvalid });
const shortText = z.string({ message: PLAYBOOK_MESSAGES.ruleInvalid }).trim().min(1, { message: PLAYBOOK_MESSAGES.ruleInvalid }).max(200, { message: PLAYBOOK_MESSAGES.ruleInvalid });

/**
 * A machine-checkable rule. Each has the standard threshold and, optionally, the fallback one the firm still accepts;
 * a passage that meets neither is unacceptable, one whose value the engine cannot read is "needs review".
 */
export const playbookRuleSchema = z.discriminatedUnion(
  'kind',
  [
    /** The law named must be one of `allowed` (standard) or of `fallback`. */
    z.object({ kind: z.literal('governingLaw'), allowed: z.array(shortText).min(1).max(PLAYBOOK_LIMITS.listItemsMax), fallback: z.array(shortText).max(PLAYBOOK_LIMITS.listItemsMax).optional() }),
    /** The cap on liability must be at least so many months of fees, or at least an amount (either suffices). */
    z
      .object({
        kind: z.literal('liabilityCap'),
        minMonthsOfFees: count.optional(),
        minAmount: positive.optional(),
        fallbackMonthsOfFees: count.optional(),
        fallbackAmount: positive.optional(),
      })
      .refine((rule) => rule.minMonthsOfFees !== undefined || rule.minAmount !== undefined, { message: PLAYBOOK_MESSAGES.liabilityCapNeedsMinimum }),
    /** The notice the passage gives must be at least `min` days (months count 30 days, weeks 7). */
    z.object({ kind: z.literal('noticeDays'), min: count, fallbackMin: count.optional() }),
    /** The (initial) term must be at most `max` years. */
    z.object({ kind: z.literal('termYears'), max: positive, fallbackMax: positive.optional() }),
    /** Assignment needs the other party's consent; a carve-out (affiliates, a merger) is the fallback. */
    z.object({ kind: z.literal('assignmentConsent') }),
    /** A non-compete lasts at most `max` months. */
    z.object({ kind: z.literal('nonCompeteMonths'), max: count, fallbackMax: count.optional() }),
    /** Confidentiality lasts at least `min` years after the agreement ends (or indefinitely). */
    z.object({ kind: z.literal('confidentialityYears'), min: count, fallbackMin: count.optional() }),
    /** Payment is due at least `min` days after the invoice (payment in advance never meets it). */
    z.object({ kind: z.literal('paymentDays'), min: count, fallbackMin: count.optional() }),
    /**
     * What a mutual indemnity (each party for its own breach, negligence…) is to the firm; a one-way indemnity needs
     * review, since only the lawyer knows whether the indemnifying party is the counterparty.
     */
    z.object({ kind: z.literal('indemnity'), mutual: z.enum(['standard', 'fallback', 'unacceptable'], { message: PLAYBOOK_MESSAGES.ruleInvalid }) }),
  ],
  { message: PLAYBOOK_MESSAGES.ruleInvalid },
);
export type PlaybookRule = z.infer<typeof playbookRuleSchema>;
export type PlaybookRuleKind = PlaybookRule['kind'];

const text = (max: number) => z.string({ message: PLAYBOOK_MESSAGES.topicInvalid }).trim().min(1, { message: PLAYBOOK_MESSAGES.topicInvalid }).max(max, { message: PLAYBOOK_MESSAGES.topicInvalid });
const textList = z.array(text(PLAYBOOK_LIMITS.listItemMaxChars), { message: PLAYBOOK_MESSAGES.topicInvalid }).max(PLAYBOOK_LIMITS.listItemsMax, { message: PLAYBOOK_MESSAGES.topicInvalid });

export const playbookTopicSchema = z.object(
  {
    /** Stable across versions: findings and matrix columns refer to it. */
    id: z.string({ message: PLAYBOOK_MESSAGES.topicInvalid }).trim().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: PLAYBOOK_MESSAGES.topicInvalid }),
    key: z.enum(PLAYBOOK_TOPIC_KEYS, { message: PLAYBOOK_MESSAGES.topicInvalid }),
    title: text(PLAYBOOK_LIMITS.titleMaxChars),
    /** The firm's position in words, for the lawyer (and the model). */
    standardPosition: text(PLAYBOOK_LIMITS.textMaxChars),
    /** The model clause a redline puts in. */
    standardWording: text(PLAYBOOK_LIMITS.textMaxChars),
    fallbacks: textList.default([]),
    unacceptable: textList.default([]),
    rule: playbookRuleSchema.optional(),
    /** A contract without such a clause meets the position (a non-compete the firm would rather not have, say). */
    absentIsStandard: z.boolean({ message: PLAYBOOK_MESSAGES.topicInvalid }).optional(),
  },
  { message: PLAYBOOK_MESSAGES.topicInvalid },
);
export type PlaybookTopic = z.infer<typeof playbookTopicSchema>;

/** What an admin sends to create or change a playbook (each change is a new version). */
export const playbookInputSchema = z.object({
  name: z.string({ message: PLAYBOOK_MESSAGES.nameRequired }).trim().min(1, { message: PLAYBOOK_MESSAGES.nameRequired }).max(PLAYBOOK_LIMITS.nameMaxChars, { message: PLAYBOOK_MESSAGES.nameRequired }),
  topics: z
    .array(playbookTopicSchema, { message: PLAYBOOK_MESSAGES.topicsRequired })
    .min(1, { message: PLAYBOOK_MESSAGES.topicsRequired })
    .max(PLAYBOOK_LIMITS.topicsMax, { message: PLAYBOOK_MESSAGES.topicsRequired })
    .refine((topics) => new Set(topics.map((topic) => topic.id)).size === topics.length, { message: PLAYBOOK_MESSAGES.topicIdsUnique }),
  /** The party the firm usually acts for with this playbook (a review may name another); stored with the version. */
  actingFor: actingForSchema,
});
export type PlaybookInput = z.infer<typeof playbookInputSchema>;

/** A change: the new content and, optionally, the version it was made from (a stale one is refused with 409). */
export const playbookUpdateSchema = playbookInputSchema.extend({ baseVersion: z.number().int().positive().optional() });
export type PlaybookUpdateInput = z.infer<typeof playbookUpdateSchema>;

export const playbookSchema = playbookInputSchema.extend({
  id: z.string(),
  companyId: z.string(),
  /** 1 for the first version, +1 per change. */
  version: z.number().int().positive(),
  updatedAt: z.string().optional(),
});
export type Playbook = z.infer<typeof playbookSchema>;

export interface PlaybookVersionSummary {
  version: number;
  name: string;
  topicCount: number;
  createdAt: string;
  createdByEmail: string | null;
}

export const findingSchema = z.object({
  topicId: z.string(),
  verdict: z.enum(PLAYBOOK_VERDICTS),
  /** Verbatim from the document; empty when the verdict is missing. */
  quote: z.string(),
  /** Why: the value read and the rule it was measured against, or why no rule could decide. */
  explanation: z.string(),
  /** The wording the playbook proposes instead (its standard wording); empty when nothing needs to change. */
  proposedText: z.string(),
  /** The paragraph (index in the reviewed paragraphs) the quote is in. */
  paragraphIndex: z.number().int().min(0).optional(),
});
export type Finding = z.infer<typeof findingSchema>;
