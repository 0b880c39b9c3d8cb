/**
 * Matrix Review's playbook actions (issue 32): "Add playbook columns" and "Redline to playbook" on selected rows,
 * delivered as one zip of tracked-change .docx files and a cover summary through an expiring download link.
 */
import type { PUSH_MESSAGE_TYPES } from '../push';
import type { EndOfTopicPayload, ErrorResponsePayload, ProgressUpdatePayload } from '../pushPayloads';

/** The tracked changes' author, as Word shows it on each change. */
export const REDLINE_AUTHOR = 'Arcline';

/** Why a document (or one of its clauses) could not be redlined safely; the document is then not delivered edited. */
export const REDLINE_REFUSALS = {
  emptyQuote: 'The clause to change has no text.',
  quoteNotFound: 'The clause was not found word for word in the document.',
  spansParagraphs: 'The clause runs over several paragraphs; it is left for a lawyer to redline.',
  overlapping: 'Two positions of the playbook ask to change the same words differently.',
  fieldOrObject: 'The clause holds a field, a picture or a note reference that a redline would break.',
  existingRevisions: 'The clause already has tracked changes; accept or reject them first.',
  notAWordDocument: 'The file is not a Word document.',
  notVerified: 'The redlined document did not read back as the source with the changes; it was not delivered.',
  documentNotReady: 'The document has not been read yet (it is still processing or failed).',
  unsupportedType: 'Only Word, PDF and text documents can be redlined.',
} as const;

/** The 4xx answers of `POST /api/matrices/:id/redline`. */
export const MATRIX_REDLINE_MESSAGES = {
  playbookIdRequired: 'Choose a playbook.',
  documentsRequired: 'Select at least one document to redline.',
  documentIdInvalid: 'A selected document is not valid.',
  tooManyDocuments: (max: number) => `At most ${max} documents can be redlined at once.`,
  documentNotInMatrix: (id: string) => `The document ${id} is not in this matrix.`,
} as const;

/** Texts of the two actions in the matrix page, the cover summary and the zip. */
export const MATRIX_PLAYBOOK_TEXTS = {
  addPlaybookColumns: 'Add playbook columns',
  addPlaybookColumnsTitle: 'Add playbook columns',
  addPlaybookColumnsHelp: 'One column per topic of the playbook: the verdict (standard, fallback, unacceptable, missing), the quote and why.',
  choosePlaybook: 'Playbook',
  noPlaybooks: 'Your company has no playbook yet. An administrator can add one in Admin.',
  addColumns: 'Add columns',
  columnsAdded: (count: number) => `${count} playbook ${count === 1 ? 'column' : 'columns'} added.`,
  redlineToPlaybook: 'Redline to playbook',
  redlineTitle: 'Redline to playbook',
  redlineHelp:
    "Each selected document comes back as a Word file with tracked changes that bring each unacceptable clause to the playbook's wording and add each missing clause, with a cover summary in one zip. A clause that cannot be changed safely (for example, one with someone's pending tracked changes) is left as it is and listed in the summary with the reason.",
  selectRow: (name: string) => `Select ${name}`,
  selectAllRows: 'Select all documents',
  selectedCount: (count: number) => `${count} selected`,
  startRedline: 'Redline',
  redlining: (done: number, total: number) => `Redlining ${done} of ${total} documents...`,
  redlineReady: 'Your redlines are ready.',
  download: 'Download zip',
  linkExpires: (when: string) => `The link expires at ${when}.`,
  redlineFailed: 'The redline could not be made. Please try again.',
  refusedDocuments: (count: number) => `${count} ${count === 1 ? 'document was' : 'documents were'} not redlined:`,
  close: 'Close',
  topicGone: 'The playbook or its topic is no longer available.',
} as const;

/** The verdicts a playbook column's cells take (its list options) and the colour each is shown in. */
export const PLAYBOOK_VERDICT_COLOURS: Readonly<Record<string, { background: string; text: string }>> = {
  standard: { background: '#DCFCE7', text: '#166534' },
  fallback: { background: '#FEF9C3', text: '#854D0E' },
  unacceptable: { background: '#FEE2E2', text: '#991B1B' },
  missing: { background: '#FFEDD5', text: '#9A3412' },
  'needs review': { background: '#E5E7EB', text: '#374151' },
};

/** The cover summary's and the zip's texts. */
export const REDLINE_SUMMARY_TEXTS = {
  fileName: (matrixName: string) => `${matrixName} - redlined to playbook.zip`,
  summaryFileName: '00 Cover summary.docx',
  title: (playbookName: string) => `Redline to playbook: ${playbookName}`,
  generated: (when: string) => `Generated ${when} by ${REDLINE_AUTHOR}. Every change is a tracked change; accept or reject it in Word.`,
  redlined: (changes: number) => `Redlined: ${changes} tracked ${changes === 1 ? 'change' : 'changes'}.`,
  unchanged: 'No clause to change or add: delivered without changes.',
  /** Said in a missing topic's line when its wording was added (a tracked paragraph at the end of the operative clauses). */
  clauseAdded: "The playbook's wording was added at the end of the operative clauses as a tracked change.",
  refused: 'Not redlined:',
  skipped: 'Left as they are (to redline by hand):',
  topicLine: (topic: string, verdict: string) => `${topic}: ${verdict}`,
} as const;

/** What became of one selected document. */
export type RedlineDocumentOutcome =
  | {
      documentId: string;
      name: string;
      state: 'redlined';
      fileName: string;
      changes: number;
      /** Clauses left unchanged (another topic rewrites the same words, or the clause runs over paragraphs): "Topic: reason" each (issue 32). */
      skipped?: string[];
    }
  | { documentId: string; name: string; state: 'unchanged'; fileName: string; changes: 0 }
  | { documentId: string; name: string; state: 'refused'; reasons: string[] };

/** `POST /api/matrices/:id/redline` body. */
export interface MatrixRedlineRequest {
  playbookId: string;
  documentIds: string[];
  /** The party the firm acts for (a role or a party's name); absent: the playbook version's default. */
  actingFor?: string;
}

/** Its `actionResult`: the workflow's request id and the push topic of its progress. */
export interface MatrixRedlineResult {
  requestId: string;
  pushNotificationTopicId: string;
}

/** Progress: `status` documents done of `total` (the chat's progress-update payload). */
export type MatrixRedlineProgressPayload = ProgressUpdatePayload;

/** The zip is ready: its link (expiring like Translate's) and what became of each document. */
export type MatrixRedlineReadyPayload = {
  type: typeof PUSH_MESSAGE_TYPES.successResponse;
  redline: { downloadUrl: string; downloadUrlExpiration: string; fileName: string; documents: RedlineDocumentOutcome[] };
};

/** What the redline's topic carries: progress, the zip, a failure (its chatMessage for the user), end-of-topic. */
export type MatrixRedlinePushPayload =
  | MatrixRedlineProgressPayload
  | MatrixRedlineReadyPayload
  | ErrorResponsePayload
  | EndOfTopicPayload;

/** Most documents a redline takes at once (the matrix's documents are at most MATRIX_MAX_DOCUMENTS). */
export const MATRIX_REDLINE_MAX_DOCUMENTS = 500;
