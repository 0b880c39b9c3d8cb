/** Limits of error reporting (README "Error reporting"); a module of its own so workflow bundles can import it. */
export const ERROR_REPORTING_LIMITS = {
  /** Largest envelope the tunnel accepts (the SDKs' own limit for one envelope is 1 MB of compressed data). */
  maxEnvelopeBytes: 1024 * 1024,
  /** Groups of errors kept per company (and for the events of no company); older ones go at the hourly clean-up. */
  keptGroupsPerCompany: 1000,
  /** Groups a super user sees in the Super User Menu. */
  listedGroups: 50,
  /** Stored message and "where" lengths. */
  maxMessageLength: 1000,
  maxWhereLength: 500,
  /** Error events kept of one envelope (an SDK sends one per envelope); the rest are refused (429) and counted. */
  maxEventsPerEnvelope: 5,
  /** Error events kept of one user per minute, across the API's replicas; the rest are refused (429) and counted. */
  maxEventsPerUserPerMinute: 30,
  /** Nesting of an event's JSON beyond which the envelope is refused (the SDKs normalise to depth 3 of extra data). */
  maxEventDepth: 32,
} as const;

/** Answers of the tunnel, and the group that counts what it refused (README "Error reporting"). */
export const ERROR_REPORTING_MESSAGES = {
  malformedEnvelope: 'Not a valid error report envelope.',
  tooManyEvents: 'Too many error reports: the excess was not kept.',
  refusedGroup: `Error reports refused: over ${ERROR_REPORTING_LIMITS.maxEventsPerEnvelope} per envelope or ${ERROR_REPORTING_LIMITS.maxEventsPerUserPerMinute} per user and minute`,
  refusedWhere: 'error-reports/tunnel',
} as const;
