/**
 * Workflow ids with business meaning (README "Workflows in the Temporal UI"). The topic-answered workflows are keyed
 * by their push topic, so an operator goes from a topic to its workflow.
 */
export const processAttachmentWorkflowId = (attachmentId: string): string => `process-attachment/${attachmentId}`;
export const helloWorldWorkflowId = (requestId: string): string => `hello-world/${requestId}`;
export const throwAsyncErrorWorkflowId = (requestId: string): string => `throw-async-error/${requestId}`;

/**
 * One indexing workflow per user and document: the document id is a client-made hash that colleagues opening the
 * same shared file have in common, so the user is part of the id. It applies that copy's updates one at a time.
 */
export const indexDocumentWorkflowId = (userId: string, documentId: string): string => `index-document/${userId}/${documentId}`;
export const runPromptWorkflowId = (topicId: string): string => `run-prompt/${topicId}`;
export const chatInWordWorkflowId = (topicId: string): string => `chat-in-word/${topicId}`;
export const runInsertPromptWorkflowId = (topicId: string): string => `run-insert-prompt/${topicId}`;
export const runModifyPromptWorkflowId = (topicId: string): string => `run-modify-prompt/${topicId}`;
export const reviewDocumentWorkflowId = (topicId: string): string => `review-document/${topicId}`;
export const webSearchWorkflowId = (requestId: string): string => `web-search/${requestId}`;

/**
 * Matrix Review: one workflow per cell on TASK_QUEUES.matrix. Restarting a cell starts it again under the same id,
 * terminating a run still in flight; the run reads the cell's current generation first and stores its answer only
 * while that generation is current.
 */
export const matrixCellWorkflowId = (elementId: string): string => `matrix-cell/${elementId}`;

/**
 * The durable hand-off of one matrix command (documents added, column created or re-queried, recalculation): started
 * in the command's transaction, it starts that request's cells a window at a time. The request id is also the
 * generation of the cells it owns.
 */
export const matrixFanoutWorkflowId = (matrixId: string, requestId: string): string => `matrix-fanout/${matrixId}/${requestId}`;
/**
 * The fan-out of "Upload new version" on one row (issue 31): a matrix-fanout workflow like the others, named so an
 * operator tells a new draft's re-run of a row apart from a column or documents added.
 */
export const matrixVersionWorkflowId = (matrixId: string, documentId: string, requestId: string): string => `matrix-version/${matrixId}/${documentId}/${requestId}`;
/** Cancels, in small batches, the running cells of a deleted document, column or matrix. */
export const matrixCancelWorkflowId = (matrixId: string, requestId: string): string => `matrix-cancel/${matrixId}/${requestId}`;

/**
 * "Redline to playbook" on selected rows of a matrix (issue 32): redlines them, zips them with a cover summary, offers
 * the zip through an expiring link and deletes it when the link expires.
 */
export const matrixRedlineWorkflowId = (matrixId: string, requestId: string): string => `matrix-redline/${matrixId}/${requestId}`;
/** "Ask the matrix" (issue 31): one question over a matrix's answers, answered on its push topic. */
export const matrixAskWorkflowId = (topicId: string): string => `matrix-ask/${topicId}`;

/**
 * Translation (spec 02 §4, §7; README "Translate"): text by a short workflow the API waits for; a file by
 * `translate-file/{uploadId}`, started by request-upload and signalled by `POST /api/translate/file`.
 */
export const translateTextWorkflowId = (requestId: string): string => `translate-text/${requestId}`;
export const translateFileWorkflowId = (uploadId: string): string => `translate-file/${uploadId}`;

/**
 * One outgoing e-mail (README "Hardening and limits"): the API stores the message in `outgoing_mails` and starts
 * this workflow, which sends it through SMTP with retries until it is delivered or its links have expired.
 */
export const sendEmailWorkflowId = (mailId: string): string => `send-email/${mailId}`;
