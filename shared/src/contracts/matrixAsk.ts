/** "Ask the matrix" (issue 31): what the API hands the `matrix-ask/{topicId}` workflow. */
export interface MatrixAskWorkflowInput {
  topicId: string;
  matrixId: string;
  userId: string;
  question: string;
}
