/**
 * The paragraph edit engine (spec 01 §3, §5): AI insert and modify answers as insert / delete / replace operations per
 * paragraph, applied through the DocumentHost as tracked changes. The web app reaches it as the session's `editor`.
 */
export { createDocumentEditor } from './DocumentEditor';
export { diffOperations, planInsert, planModify } from './planEdits';
export { locateChanges, occurrenceAt, rangeOf, type LocatedChanges } from './locateChanges';
export type {
  InsertInstruction,
  ModifyInstruction,
  ParagraphEdit,
  ParagraphEditOperation,
  ParagraphEditOutcome,
  ParagraphEditReport,
  ParagraphEditResult,
  ParagraphEditStatus,
} from '@arcline/shared';
export type { DocumentEditor } from '@arcline/web';
