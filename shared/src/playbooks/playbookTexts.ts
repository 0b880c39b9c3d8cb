/**
 * The playbooks' limits, roles and texts, apart from their zod schemas (playbooks.ts) so that a page that shows a
 * playbook field (the matrix's dialogs) does not load the schemas with it.
 */
import type { PlaybookRuleKind, PlaybookVerdict } from './playbooks';

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
