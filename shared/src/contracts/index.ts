/**
 * Contracts between the API, the workflows and the activities (`@arcline/shared/contracts`). Kept apart from the rest
 * of `@arcline/shared` so a workflow bundle that imports them loads nothing else.
 */
export * from './temporal';
export * from './workflowIds';
export * from './workflowInputs';
export * from './failures';
export * from './matrixRedline';
export * from './matrixAsk';
