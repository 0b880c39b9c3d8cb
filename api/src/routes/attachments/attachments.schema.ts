/** The attachment calls' request schemas, written once in shared/src/contracts/http/attachments.ts (the web client infers its types from them). */
export { attachmentStatusRequestSchema as attachmentStatusSchema, attachmentUploadRequestSchema as requestUploadSchema } from '@arcline/shared';
