/**
 * Data-access modules (`@arcline/shared/data`): one owner per table, shared by the API and the worker. Server-only;
 * not re-exported by `@arcline/shared`, so the web app never loads it.
 */
export * from './sql';
export * from './matrixElements';
export * from './pushTopics';
export * from './translationUsage';
export * from './errorReports';
export * from './companySettings';
export * from './translationGlossaries';
export * from './outgoingMails';
export * from './rateLimits';
export * from './storedPrompts';
export * from './playbooks';
export * from './attachments';
export * from './documents';
export * from './textChunks';
export * from './sessions';
export * from './database';
export * from './matrices';
export * from './matrixColumns';
export * from './matrixDocuments';
export * from './matrixTemplates';
export * from './userActionWorkflows';
export * from './userActionEvents';
export * from './translationUploads';
export * from './adminAuditLog';
export * from './companyQuotas';
export * from './users';
export * from './userIdentities';
export * from './accountCodes';
export * from './allowedEmailDomains';
export * from './invitationCodes';
export * from './companies';
