import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, MATRIX_MESSAGES } from '@arcline/shared';
import { AppError } from '../errors';

/** PostgreSQL's SQLSTATE codes of integrity constraint violations (class 23). */
const CONSTRAINT_VIOLATION_CLASS = '23';

interface ViolationAnswer {
  status: 400 | 404 | 409;
  messages: readonly string[];
}

/** SQLSTATE of a foreign key whose referencing row is written (23503) or whose ON DELETE RESTRICT row is deleted (23001). */
type ViolationCode = '23503' | '23001';

/**
 * A constraint a user can run into, with the answer the spec or the README documents for it. `code` tells the two
 * sides of a foreign key apart: a column written with a template that is gone, or a template deleted that a column uses.
 */
interface ConstraintAnswer extends ViolationAnswer {
  constraint: string;
  code?: ViolationCode;
}

/**
 * The one mapping of database constraint violations to answers, used by the API's error handler: every unique index
 * and foreign key a request can run into (a race between two requests included) is answered here, never as a 500.
 * Commands do not catch these errors themselves. `constraintViolations.int.test.ts` provokes each one against the real
 * schema and checks that every unique and foreign-key constraint is either here or in `CONSTRAINTS_NO_REQUEST_REACHES`.
 */
export const CONSTRAINT_ANSWERS: readonly ConstraintAnswer[] = [
  // Sign-up: two sign-ups racing for the same e-mail or username (the checks before the insert answer the rest).
  { constraint: 'users_email_key', status: 400, messages: [ACCOUNT_MESSAGES.emailTaken] },
  { constraint: 'users_username_lower', status: 400, messages: [ACCOUNT_MESSAGES.usernameTaken] },
  // Admin console: a domain belongs to one company; a company's template names are unique.
  { constraint: 'allowed_email_domains_domain_key', status: 409, messages: [ADMIN_MESSAGES.domainTaken] },
  { constraint: 'matrix_queries_scope_name', status: 409, messages: [ADMIN_MESSAGES.templateNameTaken] },
  // A template that matrix columns use cannot be deleted; a column cannot use a template deleted meanwhile.
  { constraint: 'matrix_columns_matrix_query_id_fkey', code: '23001', status: 409, messages: [ADMIN_MESSAGES.templateInUse] },
  { constraint: 'matrix_columns_matrix_query_id_fkey', code: '23503', status: 400, messages: [MATRIX_MESSAGES.templateNotFound] },
];

/**
 * Foreign keys to these tables are out of any request's reach: a request writes rows of the signed-in user and their
 * company, and no request deletes a user or a company (deactivation keeps the row).
 */
export const REFERENCED_TABLES_NO_REQUEST_DELETES: readonly string[] = ['users', 'companies'];

/**
 * The other unique and foreign-key constraints no request can violate, and why; kept beside the mapping so that a new
 * constraint is a decision, not a 500 (the test lists the schema's constraints against both).
 */
export const CONSTRAINTS_NO_REQUEST_REACHES: Readonly<Record<string, string>> = {
  companies_name_key: 'companies are created by seeding and tests only',
  invitation_codes_code_key: 'codes are random bytes made by the server',
  user_identities_provider_subject_key: 'identity-provider sign-in is not answered by the error handler: a race ends on /login-failure',
  attachments_user_id_md5_key: 'request-upload inserts with on conflict and answers the existing attachment (409 duplicate)',
  matrix_documents_matrix_id_attachment_id_key: 'inserted with on conflict do nothing',
  matrix_elements_document_id_column_id_key: 'inserted with on conflict do nothing',
  translation_glossary_terms_term: 'duplicates are refused by the glossary schema; replacements of one glossary take turns (advisory lock)',
  text_chunks_owner_source_ordinal: 'written by the worker only',
  error_reports_group: 'upserted (on conflict) by the error report store',
  document_updates_user_id_document_id_fkey: 'the document row is upserted in the same transaction, and no request deletes documents',
  document_updates_topic_id_fkey: 'the topic is created in the same request; only the hourly clean-up deletes topics, hours later',
  push_notifications_topic_id_fkey: 'written after locking the topic row (markEnded), which only the hourly clean-up deletes',
  matrix_columns_matrix_id_fkey: 'every command that adds columns, documents or cells locks the matrix row (findOwnedMatrix with lock)',
  matrix_documents_matrix_id_fkey: 'every command that adds columns, documents or cells locks the matrix row',
  matrix_elements_matrix_id_fkey: 'every command that adds columns, documents or cells locks the matrix row',
  matrix_elements_column_id_fkey: 'deleting a column locks its matrix like adding cells does, so they take turns',
  matrix_elements_document_id_fkey: 'deleting a document locks its matrix like adding cells does, so they take turns',
  matrix_documents_attachment_id_fkey: 'no request deletes attachments; adding documents checks them in the same transaction',
  matrix_documents_previous_attachment_id_fkey:
    "a new version copies the row's own attachment_id (held by matrix_documents_attachment_id_fkey) in the same update; no request deletes attachments, and the database's on delete set null would not violate it",
  playbook_versions_playbook_id_fkey:
    'a version is inserted in the transaction that inserts its playbook, or after locking its row (for update); playbooks are deleted by setting deleted_at, and a real delete cascades',
};

/** The PostgreSQL error under a Sequelize error (`parent`), or the error itself (pg). */
function postgresError(error: unknown): { code: string; constraint?: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = ('parent' in error && typeof error.parent === 'object' && error.parent !== null ? error.parent : error) as Record<string, unknown>;
  if (typeof candidate.code !== 'string' || !candidate.code.startsWith(CONSTRAINT_VIOLATION_CLASS)) return undefined;
  return {
    code: candidate.code,
    constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
  };
}

/** The documented answer to a constraint violation, or undefined for anything else (a violation nobody mapped stays a 500). */
export function constraintViolationAnswer(error: unknown): AppError | undefined {
  const violation = postgresError(error);
  if (!violation?.constraint) return undefined;
  const answer = CONSTRAINT_ANSWERS.find(
    (candidate) => candidate.constraint === violation.constraint && (candidate.code === undefined || candidate.code === violation.code),
  );
  return answer ? new AppError(answer.status, [...answer.messages]) : undefined;
}
