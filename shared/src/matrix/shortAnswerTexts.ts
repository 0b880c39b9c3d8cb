/**
 * The words of the offline engine's short answers (issue 28): what a lawyer reads in a cell when the contract redacts
 * or leaves a value blank, a term has no end, a date is computed or read from elsewhere in the contract. The worker
 * builds its answers from these (activities/src/ai/local/shortAnswers.ts, matrixExtraction.ts, finder/clauseAnswers.ts),
 * and a screen or a check that recognises such an answer compares against the same constants.
 */

/** The months as a short answer spells them ("November 1, 2022"). */
export const ENGLISH_MONTH_NAMES: readonly string[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The label of a value the engine computed rather than read. */
const COMPUTED = 'computed';

export const SHORT_ANSWER_TEXTS = {
  /** A term whose end the contract's filing redacted ("terminating the [*****] day of [*****]"). */
  redactedTerm: 'Redacted in the contract',
  /** A term whose end the contract's form left blank. */
  blankTerm: 'Left blank in the contract',
  /** A party a form leaves blank, kept by its role: `No name given: left blank in the form ("Distributor")`. */
  blankParty: 'No name given: left blank in the form',
  /** An effective date a form leaves blank ("on or about ______"). */
  blankDate: 'No date given: left blank in the form',
  /** A term without an end. */
  perpetual: 'Perpetual',
  untilTerminated: 'Until terminated',
  /** An effective date tied to the signing where no signature, nor the contract's top, gives a date. */
  signedUndated: 'The date of signing (no date stated)',
  /** The label of a date the engine computed from a start and a duration or anniversary. */
  computed: COMPUTED,
  /** After an event that starts or ends a term without a date: "Upon the closing of the Merger (no date stated)". */
  noDateStated: '(no date stated)',
  /** After a term that renews without a period the engine reads. */
  thenRenewable: 'then renewable',
  /** Where a date comes from, when the clause refers to it rather than writing it. */
  dateAtTop: 'the date written at the top',
  lastSignature: 'the date of the last signature',
  formStart: "the start date the contract's form gives",
  formEnd: "the end date the contract's form gives",
  statedEffective: 'the date the contract says it is effective',
  /** After a free-text answer cut to its opening words. */
  seeThePassage: '(see the passage)',
  /** A yes/no restriction that applies unless the other party consents. */
  onlyWithConsent: 'Only with consent',
  yes: 'Yes',
  no: 'No',
  /** A date defined elsewhere: `…, as the "Initial Term" is defined`. */
  asDefined: (term: string) => `as the "${term}" is defined`,
  /** A term stated by its end date: "Until May 31, 2015 (2015-05-31)". */
  until: (date: string) => `Until ${date}`,
  /**
   * A term's length computed from the start the contract states and the end date it states (issue 28, 28d):
   * "1 year and 2 months, computed: from November 1, 2019 until December 31, 2020 (2020-12-31)".
   */
  computedLength: (length: string, start: string, end: string) => `${length}, ${COMPUTED}: from ${start} until ${end}`,
  /** A renewal that needs both parties' consent or agreement: "2 years, only if both parties agree". */
  onlyIfBothAgree: 'only if both parties agree',
  /** A term that ends in a month without a day: "The last day of February, 2023 (2023-02-28)". */
  lastDayOf: (month: string) => `The last day of ${month}`,
  /** After a term that ends the day before an anniversary: the anniversary's date. */
  anniversaryOn: (date: string) => `the anniversary falling on ${date}`,
  endOfYear: (year: string) => `the end of ${year}`,
  endOfCalendarYearOf: (date: string) => `the end of the calendar year of ${date}`,
  /** A value column whose passage gives no such value: "No date stated in the passage". */
  noValueRedacted: (what: string) => `No ${what} given: redacted in the filing`,
  noValueStated: (what: string) => `No ${what} stated in the passage`,
  /** A governing-law passage that names no law but a forum. */
  lawNotStated: (place: string) => `Not stated; disputes go to ${place}`,
} as const;

/**
 * The details of a clause's short answer (issue 28, 28c), read from the clause the finder quotes
 * (activities/src/ai/local/finder/clauseAnswers.ts): "Yes — mutual", "Yes — 90 days' notice", "Net 30 days",
 * "3 years, renewing yearly", "In writing — by hand, courier or mail", "New York courts (exclusive)".
 */
export const CLAUSE_DETAIL_TEXTS = {
  /** A yes with what the clause adds: "Yes — by Licensee". */
  yesWith: (detail: string) => `Yes — ${detail}`,
  /** A no with what the clause does allow: "No — renewal for 2 years, only if both parties agree". */
  noWith: (detail: string) => `No — ${detail}`,
  /** "90 days' notice", "1 month's notice". */
  notice: (duration: string) => (duration.endsWith('s') ? `${duration}' notice` : `${duration}'s notice`),
  /** How often a term renews: "renewing yearly", "renewing for 2 years at a time". */
  yearly: 'yearly',
  monthly: 'monthly',
  atATime: (duration: string) => `for ${duration} at a time`,
  renewing: (initial: string, cadence: string) => `${initial}, renewing ${cadence}`,
  untilEndOfCalendarYear: 'Until the end of the calendar year',
  /** "automatic renewal for 1 year; 60 days' notice to opt out". */
  renewal: (automatic: boolean, period: string | null) => `${automatic ? 'automatic ' : ''}renewal${period ? ` for ${period}` : ''}`,
  optOut: (what: string, notice: string) => `${what}; ${notice} to opt out`,
  restricted: 'restricted',
  terminationRight: 'termination right',
  consentRequired: 'consent required',
  cappedAt: (amount: string) => `capped at ${amount}`,
  /** Who must indemnify: "mutual", "by Licensee". */
  mutual: 'mutual',
  byParty: (party: string) => `by ${party}`,
  /** How long confidentiality lasts. */
  afterAgreementEnds: (duration: string) => `${duration} after the agreement ends`,
  noTimeLimit: 'no time limit',
  /** Payment: "Within 30 days of invoice", "Net 30 days", "interest 1.5% per month on late payment". */
  within: (duration: string, of: string) => `Within ${duration} of ${of}`,
  net: (days: number | string) => `Net ${days} days`,
  lateInterest: (rate: string, per: string) => `interest ${rate} per ${per} on late payment`,
  /** "Paid by Sponsor to Snap". */
  paidBy: (payer: string, payee: string | null) => `Paid by ${payer}${payee ? ` to ${payee}` : ''}`,
  byDayOfEach: (day: string, period: string) => `by the ${day} of each ${period}`,
  onEach: (date: string) => `on each ${date}`,
  annually: 'annually',
  upon: (event: string) => `upon ${event}`,
  byWire: 'by wire transfer',
  byCheck: 'by check',
  byElectronicTransfer: 'by electronic transfer',
  lateFee: (share: string) => `late fee ${share}`,
  /** Notices: "In writing — by hand, courier or mail". */
  noticeMeans: { hand: 'by hand', courier: 'courier', mail: 'mail', fax: 'fax', email: 'e-mail' },
  inWriting: 'In writing',
  /** "by hand, courier or mail". */
  oneOf: (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '')),
  /** "In writing — by hand", "Yes — fax". */
  withMeans: (lead: string, means: string) => `${lead} — ${means}`,
  /** Termination for cause: "material breach (30 days to cure); insolvency". */
  materialBreach: 'material breach',
  breach: 'breach',
  toCure: (grounds: string, duration: string) => `${grounds} (${duration} to cure)`,
  insolvency: 'insolvency',
  /** Forum: "Arbitration (AAA) in New York", "New York courts (exclusive)", "Courts (non-exclusive)". */
  arbitration: (rules: string | null, seat: string | null) => `Arbitration${rules ? ` (${rules})` : ''}${seat ? ` in ${seat}` : ''}`,
  courts: (place: string | null, exclusivity: 'exclusive' | 'non-exclusive' | null) => `${place ? `${place} courts` : 'Courts'}${exclusivity ? ` (${exclusivity})` : ''}`,
  /** Laws offered in the alternative: "Illinois or New York". */
  eitherLaw: (first: string, second: string) => `${first} or ${second}`,
} as const;

/**
 * The reasoning of an offline Matrix Review cell (activities/src/ai/local/matrixExtraction.ts): what was looked for,
 * where it was found or how close the closest passage came.
 */
export const OFFLINE_CELL_REASONS = {
  caveat: 'The offline engine compares words and the usual wording of common clauses, so a clause phrased very differently could be missed.',
  /** After a yes/no question about a clause that is not there. */
  absentSoNo: 'As nothing of the kind was found, the answer is No.',
  /** Why a passage was chosen, by the kind of value asked for. */
  kind: {
    yesNo: 'addresses the question',
    governingLaw: 'names the law that governs the agreement',
    parties: 'names the contracting parties',
    date: 'gives the date',
    duration: 'states the duration',
    amount: 'states the amount',
    text: 'is the closest match to the question',
  },
  /** A template's kind of answer, as the reasoning names it ("It gives no date, which the column asks for"). */
  answerKind: {
    text: 'answer',
    list: "one of the column's options",
    date: 'date',
    amount: 'amount',
    party: 'party names',
    duration: 'duration',
    'yes-no': 'yes or no',
  },
  noPassage: (documentName: string, question: string) => `No passage of "${documentName}" matches "${question}".`,
  notEnough: (documentName: string, question: string) => `No passage of "${documentName}" says enough about "${question}" to answer it.`,
  closestClause: (paragraph: number, score: string, threshold: string) => ` The closest passage, paragraph ${paragraph}, scored ${score} where ${threshold} is needed.`,
  closestKeywords: (paragraph: number, mentioned: number, wanted: number, needed: number) =>
    ` The closest passage, paragraph ${paragraph}, mentions ${mentioned} of its ${wanted} key words, where ${needed} are needed to answer from it.`,
  noClause: (documentName: string, lookedFor: string) => `Looked in "${documentName}" for a clause of the kind lawyers label ${lookedFor} and found none that the offline clause finder rates as such.`,
  readsLike: (category: string, score: string, threshold: string) => `reads like a ${category} clause (clause finder score ${score}, threshold ${threshold})`,
  paragraphOf: (paragraph: number, documentName: string, reason: string) => `Paragraph ${paragraph} of "${documentName}" ${reason}`,
  mentions: (words: string[]) => ` and mentions ${words.map((word) => `"${word}"`).join(', ')}`,
  highlighted: (passage: string) => `; the highlighted passage reads: "${passage}".`,
  noValue: (wanted: string, notFound: string) => `It gives no ${wanted}, which the column asks for, so the answer is ${notFound}.`,
  answer: (refineResult: string, detail: string) => `Answer: ${refineResult}${detail}. (Found by the offline engine, which quotes the document verbatim.)`,
} as const;
