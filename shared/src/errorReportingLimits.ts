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
} as const;
