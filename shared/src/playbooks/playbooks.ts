import { z } from 'zod';

/**
 * Playbooks (issue 32, docs/playbooks.md): a company's positions per topic of a contract — the standard position and
 * its model wording, the fallbacks it accepts, what it never accepts — and, where one fits, a rule the offline engine
 * checks. A review against a playbook gives one Finding per topic.
 */

export const PLAYBOOK_LIMITS = {
  nameMaxChars: 200,
  topicsMax: 50,
  titleMaxChars: 200,
  textMaxChars: 8000,
  listItemsMax: 20,
  listItemMaxChars: 2000,
  /** Versions kept and listed per playbook (every version is kept; this bounds what one answer returns). */
  versionsListed: 100,
  /** The party a review acts for: a role or a party's name as the contract writes it. */
  actingForMaxChars: 120,
} as const;

/**
 * The roles a review may act for (besides a party's name as the contract writes it): one-sided clauses (a cap, consent
 * to assign, a one-way indemnity, confidentiality) are judged from that side. See docs/playbooks.md.
 */
export const PLAYBOOK_ACTING_FOR_ROLES = ['customer', 'supplier', 'licensee', 'licensor'] as const;
export type PlaybookActingForRole = (typeof PLAYBOOK_ACTING_FOR_ROLES)[number];

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

/** The task pane's "Review against playbook" and the admin console's Playbooks tab (docs/playbooks.md). */
export const PLAYBOOK_TEXTS = {
  reviewButton: 'Review against playbook',
  choosePlaybook: 'Playbook',
  noPlaybooks: 'Your company has no playbook yet; an administrator adds one in the admin console.',
  title: (name: string) => `Review against “${name}”`,
  actingFor: 'Acting for',
  /** Short enough for the 350 px Word pane (issue 31, 31d); the roles are in `actingForHint`, the field's tooltip. */
  actingForPlaceholder: "Acting for: a role or a party's name",
  actingForHint: `Acting for: ${PLAYBOOK_ACTING_FOR_ROLES.join(', ')} or a party's name`,
  verdicts: { standard: 'Standard', fallback: 'Fallback', unacceptable: 'Unacceptable', missing: 'Missing', 'needs review': 'Needs review' } satisfies Record<PlaybookVerdict, string>,
  why: 'Why',
  proposedWording: 'Playbook wording',
  showPassage: 'Show in the document',
  /** A long quote is clamped to `quoteClampLines` lines in the task pane; these open and close it. */
  showMore: 'Show more',
  showLess: 'Show less',
  /** A passage that holds pending tracked changes: the verdict reads it as if they were accepted (Word's Current view). */
  pendingChanges: (authors: readonly string[]) =>
    `This passage has unaccepted tracked changes${authors.length > 0 ? ` (by ${authors.join(', ')})` : ''}: the verdict reads it as if they were accepted.`,
  addComment: 'Add as comment',
  proposeRedline: 'Propose redline',
  applyAll: 'Apply all',
  applyAllDone: (applied: number, total: number) => `${applied} of ${total} unacceptable clauses redlined to the playbook.`,
  redlineStatus: {
    applied: 'Redlined as tracked changes: accept or reject them in Word.',
    partial: 'Only part of the redline could be applied; check the paragraph.',
    changedMeanwhile: 'The passage changed since the review, so it was left as it is. Review again.',
    failed: 'Word could not apply the redline.',
    pendingChanges: 'Not redlined: this passage has unaccepted tracked changes. Accept or reject them in Word, then propose the redline again.',
    /** Word before WordApi 1.6 cannot read tracked changes, so it cannot tell whether the passage holds someone else's. */
    wordCannotReadChanges:
      'Not redlined: this version of Word cannot show whether the passage has unaccepted tracked changes, so Arcline does not write over it. Redlining needs WordApi 1.6 (Word in Microsoft 365 or Word on the web).',
  },
  /** How many lines of a long quote the task pane shows before "Show more". */
  quoteClampLines: 3,
  integrityWarnings: (count: number) => `${count} place${count === 1 ? '' : 's'} to check after the change.`,
  admin: {
    tab: 'Playbooks',
    name: 'Name',
    actingFor: `Acts for (a role: ${PLAYBOOK_ACTING_FOR_ROLES.join(', ')}; or a party's name as contracts write it)`,
    version: 'Version',
    topics: 'Topics',
    updated: 'Changed',
    newPlaybook: 'New playbook',
    edit: 'Edit',
    save: 'Save as a new version',
    cancel: 'Cancel',
    addTopic: 'Add topic',
    removeTopic: 'Remove topic',
    topicId: 'Id',
    topicKey: 'About',
    topicTitle: 'Title',
    standardPosition: 'Standard position',
    standardWording: 'Standard wording',
    fallbacks: 'Fallbacks (one per line)',
    unacceptable: 'Unacceptable (one per line)',
    rule: 'Rule (JSON, optional; see docs/playbooks.md)',
    /** The rule as a form, one per kind; the JSON stays as the advanced view. */
    ruleForm: {
      kind: 'Rule the offline engine checks',
      none: 'No rule (a lawyer judges)',
      kinds: {
        governingLaw: 'Governing law is one of a list',
        liabilityCap: 'Liability cap at least',
        noticeDays: 'Notice at least (days)',
        termYears: 'Term at most (years)',
        assignmentConsent: 'Assignment needs consent',
        nonCompeteMonths: 'Non-compete at most (months)',
        confidentialityYears: 'Confidentiality at least (years)',
        paymentDays: 'Payment at least (days after invoice)',
        indemnity: 'Mutual indemnity',
      } satisfies Record<PlaybookRuleKind, string>,
      fields: {
        allowed: 'Standard laws (one per line)',
        fallback: 'Fallback laws (one per line)',
        minMonthsOfFees: 'Standard: months of fees',
        fallbackMonthsOfFees: 'Fallback: months of fees',
        minAmount: 'Standard: amount',
        fallbackAmount: 'Fallback: amount',
        min: 'Standard: at least',
        fallbackMin: 'Fallback: at least',
        max: 'Standard: at most',
        fallbackMax: 'Fallback: at most',
        mutual: 'A mutual indemnity is',
      },
      noFields: 'Consent of the other party is the standard; a carve-out (an affiliate, a merger) the fallback; free assignment unacceptable.',
      advanced: 'Edit as JSON',
      backToForm: 'Edit as a form',
      notAForm: 'This rule cannot be shown as a form: edit it as JSON.',
    },
    absentIsStandard: 'No such clause is the standard position',
    ruleNotJson: 'The rule is not valid JSON.',
    versions: 'Versions',
    versionLine: (version: number, when: string, who: string | null) => `Version ${version}, ${when}${who ? `, ${who}` : ''}`,
    loadVersion: 'Open this version',
    confirmDeleteTitle: 'Delete playbook',
    confirmDelete: (name: string) => `Delete the playbook “${name}”? Reviews can no longer use it; its versions stay in the audit trail.`,
  },
} as const;
