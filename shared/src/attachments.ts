/** Attachments (spec 01 §3, §4). */

export const ATTACHMENT_STATUSES = ['UPLOADING', 'QUEUED', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type AttachmentStatus = (typeof ATTACHMENT_STATUSES)[number];
export type ServerAttachmentStatus = Exclude<AttachmentStatus, 'UPLOADING'>;

export interface AttachmentStatusResult {
  attachmentId: string;
  status: ServerAttachmentStatus;
  error: string | null;
}

export interface RequestUploadResult {
  attachmentId: string;
  uploadUrl: string;
  /** The matrix upload flow's name for the same URL (spec 02 §7). */
  signedUrl: string;
  isDuplicate: boolean;
}

/** Extensions the attachment pipeline can read. */
export const ATTACHMENT_EXTENSIONS = ['docx', 'pdf', 'pptx', 'xlsx', 'html', 'htm', 'txt'] as const;
export const ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024;
/** The signed upload URL is write-only and expires after this many minutes. */
export const UPLOAD_URL_EXPIRY_MINUTES = 15;
/** The processing workflow waits this long for the browser's upload before giving up. */
export const UPLOAD_WAIT_MINUTES = 30;

export const ATTACHMENT_MESSAGES = {
  uploadRequestFailed: 'Upload request failed',
  fileUploadFailed: 'File upload failed',
  nameRequired: 'The file needs a name.',
  sizeInvalid: 'The file is empty or its size is not valid.',
  tooLarge: `The file is too large. The maximum size is ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
  typeRequired: 'The file type is required.',
  md5Invalid: 'The file checksum (md5) is not valid.',
  unsupported: `Unsupported file type. You can attach: ${ATTACHMENT_EXTENSIONS.join(', ')}.`,
  idsRequired: 'attachmentIds must be a list of attachment ids.',
  notUploaded: 'The file was never uploaded.',
  checksumMismatch: 'The uploaded file does not match its checksum; please upload it again.',
} as const;
