/** The matrix worker's bundle (task queue arcline-matrix): the cells, their fan-out and their cancellation only. */
export { matrixCellWorkflow } from './matrixCell';
export { matrixFanoutWorkflow } from './matrixFanout';
export { matrixCancelWorkflow } from './matrixCancel';
