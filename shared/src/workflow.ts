/**
 * `@arcline/shared/workflow`: the texts and constants the workflow bundles use, from modules that import no zod. A
 * worker evaluates its bundle's modules for workflow runs, so importing the package root (zod, every schema) from a
 * workflow costs tens of milliseconds of CPU per run; ESLint keeps workflows/src on this entry and the contracts.
 */
export { CHAT_PROGRESS_MESSAGES } from './texts';
export { CHAT_ERROR_MESSAGE, PUSH_MESSAGE_TYPES, PUSH_NOTIFICATION_RETENTION_HOURS } from './push';
export { ATTACHMENT_MESSAGES } from './attachments';
export { AI_MESSAGES, type WebSearchActionResult } from './chat';
export { TRANSLATION_PUSH_STATES, type TranslationStateUpdatePayload } from './translation/payloads';
export { ERROR_REPORTING_LIMITS } from './errorReportingLimits';
export type { ChatPushPayload, ProgressUpdatePayload } from './pushPayloads';
export {
  MATRIX_PLAYBOOK_TEXTS,
  type MatrixRedlinePushPayload,
  type MatrixRedlineReadyPayload,
  type RedlineDocumentOutcome,
} from './matrix/redline';
export type { MatrixAskPushPayload } from './matrix/ask';
