import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '@arcline/activities/types';
import { AI_RETRY_POLICY } from './aiFailures';

/** Proxies of the activities the chat workflows call (activities/src/chat/), with their timeouts and retry policies defined once. */
export const { findUsableAttachments } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});

export const { answerChatPrompt, answerInWord } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  retry: AI_RETRY_POLICY,
});

export const { reviewCachedDocument } = proxyActivities<Activities>({ startToCloseTimeout: '10 minutes', retry: AI_RETRY_POLICY });
