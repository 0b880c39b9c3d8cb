/**
 * The words of the offline engine's short answers (issue 28): what a lawyer reads in a cell when the contract redacts
 * or leaves a value blank, a term has no end, a date is computed or read from elsewhere in the contract. The worker
 * builds its answers from these (activities/src/ai/local/shortAnswers.ts, matrixExtraction.ts, finder/clauseAnswers.ts),
 * and a screen or a check that recognises such an answer compares against the same constants.
 */

/** The months as a short answer spells them ("November 1, 2022"). */
export const ENGLISH_MONTH_NAMES: readonly string[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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
  computed: 'computed',
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
