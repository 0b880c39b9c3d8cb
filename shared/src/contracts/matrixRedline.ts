/**
 * "Redline to playbook" in Matrix Review (issue 32): `matrix-redline/{matrixId}/{requestId}` redlines each selected
 * document to the playbook's standard wording, zips them with a cover summary and offers the zip through an expiring
 * link (Translate's), on the push topic the API opened. No zod here: the workflow bundle imports it.
 */

export interface MatrixRedlineWorkflowInput {
  matrixId: string;
  requestId: string;
  userId: string;
  companyId: string;
  topicId: string;
  playbookId: string;
  /** Names for the zip and its cover summary. */
  playbookName: string;
  matrixName: string;
  /** The playbook's version when the user asked: a change made meanwhile does not alter this redline. */
  playbookVersion: number;
  /** The party the firm acts for in this redline (a role or a party's name); absent: the playbook version's default. */
  actingFor?: string;
  /** The matrix's documents (rows) to redline, in the order the user sees them. */
  documentIds: string[];
  /** Where the redlined files and the zip are written; all of it is deleted when the link expires. */
  blobPrefix: string;
  /** How long the download link lives (TRANSLATION_DOWNLOAD_EXPIRY_SECONDS, as Translate's). */
  downloadExpirySeconds: number;
}

/** What the workflow ends with: the zip offered then expired, or the failure the user was told of. */
export type MatrixRedlineWorkflowResult = { outcome: 'expired'; redlined: number; refused: number } | { outcome: 'failed' };

/** Failures whose message is written for the user (not retried). */
export const MATRIX_REDLINE_FAILURE_TYPES = {
  playbookNotFound: 'MatrixRedlinePlaybookNotFound',
} as const;
