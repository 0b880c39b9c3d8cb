import { hostname } from 'node:os';
import { ApplicationFailure } from '@temporalio/activity';
import type { ContainerClient } from '@azure/storage-blob';
import { ASYNC_TEST_ERROR_MESSAGE, type HelloWorldResult } from '@arcline/shared/contracts';
import type pg from 'pg';
import { databaseNow } from '@arcline/shared/data';
import { pgSql } from './db/pgSql';
import { createNotificationActivities } from './notifications/notificationActivities';
import { createAttachmentActivities } from './attachments/attachmentActivities';
import { createDocumentActivities } from './documents/documentActivities';
import { createChatActivities } from './chat/chatActivities';
import { createMatrixActivities } from './matrix/matrixActivities';
import { createMatrixRedlineActivities } from './matrix/matrixRedlineActivities';
import { createMatrixAskActivities } from './matrix/askActivities';
import { createErrorReportActivities } from './errorReports/errorReportActivities';
import { createRateLimitActivities } from './maintenance/rateLimitActivities';
import type { AiProvider } from './ai/types';
import { createTranslationActivities, type Translator } from './translation/translationActivities';
import { createMailActivities } from './mail/mailActivities';
import type { MailTransport } from './mail/smtpTransport';

// What the worker package (worker/) starts the matrix worker and reports errors with, beside createActivities.
export { createMatrixActivities, type MatrixActivityDeps } from './matrix/matrixActivities';
export { createMatrixFanoutActivities, type MatrixFanoutSettings } from './matrix/matrixFanoutActivities';
export { createSmtpTransport, type MailTransport } from './mail/smtpTransport';
export { pgSql } from './db/pgSql';
export { STORED_PROMPT_GONE } from './storedPrompts';

export interface ActivityDeps {
  db: pg.Pool;
  blobs: ContainerClient;
  /** The AI engine of this process (createAiProvider: Claude or the offline engine). */
  ai: AiProvider;
  /** The translation engines routed per language pair (createTranslator: DeepL and/or Apertium). */
  translator: Translator;
  /** Outgoing e-mail (createSmtpTransport), sent by `send-email/{mailId}`. */
  mail: MailTransport;
}

/** Every activity the worker registers, built from injected clients so tests can pass their own. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createNotificationActivities(deps),
    ...createAttachmentActivities(deps),
    ...createDocumentActivities(deps),
    ...createChatActivities(deps),
    ...createMatrixActivities(deps),
    ...createMatrixRedlineActivities(deps),
    ...createMatrixAskActivities(deps),
    ...createTranslationActivities(deps),
    ...createErrorReportActivities(deps),
    ...createRateLimitActivities(deps),
    ...createMailActivities(deps),

    async greet(name: string): Promise<HelloWorldResult> {
      const now = await databaseNow(pgSql(deps.db));
      return {
        greeting: `Hello, ${name}!`,
        servedBy: `${hostname()}:${process.pid} at ${now.toISOString()}`,
      };
    },

    async failOnPurpose(): Promise<never> {
      throw ApplicationFailure.nonRetryable(ASYNC_TEST_ERROR_MESSAGE, 'AsyncTestError');
    },
  };
}
