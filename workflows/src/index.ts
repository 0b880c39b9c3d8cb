export { helloWorldWorkflow } from './helloWorld';
export { throwAsyncErrorWorkflow } from './throwAsyncError';
