export { helloWorldWorkflow } from './helloWorld';
export { throwAsyncErrorWorkflow } from './throwAsyncError';
export { processAttachmentWorkflow } from './processAttachment';
export { cleanupPushNotificationsWorkflow } from './cleanupPushNotifications';
