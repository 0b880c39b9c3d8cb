/**
 * "Ask the matrix" (issue 31): what the API hands the `matrix-ask/{topicId}` workflow. The question is stored in
 * `stored_prompts` like the chat's prompts (StoredPromptRef), so it never reaches Temporal's histories.
 */
export interface MatrixAskWorkflowInput {
  topicId: string;
  matrixId: string;
  userId: string;
  promptId: string;
}
