import { proxyActivities, uuid4 } from '@temporalio/workflow';
import { CHAT_ERROR_MESSAGE, PUSH_MESSAGE_TYPES, type ChatPushPayload, type ProgressUpdatePayload } from '@arcline/shared/workflow';
import type { Activities } from '@arcline/activities/types';
import { asWorkflowFailure, unsupportedMessage } from './aiFailures';

/** Publishing must not give up: a topic left without end-of-topic keeps a client polling. */
const { publishNotification } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds' },
});

export type Publish = (payload: ChatPushPayload) => Promise<void>;

/** Publishes on one topic; each notification's id is drawn here, so a retried activity writes its row once. */
export function topicPublisher(topicId: string): Publish {
  return (payload) => publishNotification({ id: uuid4(), topicId, payload });
}

export const progressUpdate = (status: number, total: number, message: string): ProgressUpdatePayload => ({
  type: PUSH_MESSAGE_TYPES.progressUpdate,
  status,
  total,
  message,
});

export const END_OF_TOPIC = { type: PUSH_MESSAGE_TYPES.endOfTopic } as const;

/** What the chat shows for a failed reply: the honest unsupported message, or the generic chat error (spec 01 §8). */
const failureMessage = (error: unknown): string => unsupportedMessage(error) ?? CHAT_ERROR_MESSAGE;

/**
 * Runs the work of a topic workflow and always ends its topic: the work's own answer then end-of-topic, or
 * error-response then end-of-topic. An engine's honest refusal completes the workflow; anything else fails it.
 */
export async function answerOnTopic<T>(topicId: string, work: (publish: Publish) => Promise<T>): Promise<T | { unsupported: string }> {
  const publish = topicPublisher(topicId);
  try {
    const result = await work(publish);
    await publish(END_OF_TOPIC);
    return result;
  } catch (error) {
    await publish({ type: PUSH_MESSAGE_TYPES.errorResponse, chatMessage: failureMessage(error) });
    await publish(END_OF_TOPIC);
    const unsupported = unsupportedMessage(error);
    if (unsupported) return { unsupported };
    throw asWorkflowFailure(error);
  }
}
