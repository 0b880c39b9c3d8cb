import { z } from 'zod';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '../../attachments';

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** The body of `POST /api/attachments/request-upload` (spec 01 §7): the file's name, size, type and md5. */
export const attachmentUploadRequestSchema = z.object({
  name: z
    .string({ message: ATTACHMENT_MESSAGES.nameRequired })
    .trim()
    .min(1, ATTACHMENT_MESSAGES.nameRequired)
    .max(255, ATTACHMENT_MESSAGES.nameRequired)
    .refine((name) => (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(name)), ATTACHMENT_MESSAGES.unsupported),
  size: z
    .number({ message: ATTACHMENT_MESSAGES.sizeInvalid })
    .int(ATTACHMENT_MESSAGES.sizeInvalid)
    .positive(ATTACHMENT_MESSAGES.sizeInvalid)
    .max(ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES.tooLarge),
  type: z.string({ message: ATTACHMENT_MESSAGES.typeRequired }).trim().max(255).default('application/octet-stream'),
  md5: z
    .string({ message: ATTACHMENT_MESSAGES.md5Invalid })
    .regex(/^[0-9a-fA-F]{32}$/, ATTACHMENT_MESSAGES.md5Invalid)
    .transform((md5) => md5.toLowerCase()),
});

/** The body of `POST /api/attachments/status`: the ids asked about (the caller's own are answered). */
export const attachmentStatusRequestSchema = z.object({
  attachmentIds: z.array(z.string({ message: ATTACHMENT_MESSAGES.idsRequired }), { message: ATTACHMENT_MESSAGES.idsRequired }).max(500),
});

/** What the web client sends, and what the API reads from it. */
export type AttachmentUploadRequest = z.input<typeof attachmentUploadRequestSchema>;
export type AttachmentUpload = z.output<typeof attachmentUploadRequestSchema>;
export type AttachmentStatusRequest = z.input<typeof attachmentStatusRequestSchema>;
