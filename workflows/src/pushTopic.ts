import { proxyActivities, uuid4 } from '@temporalio/workflow';
import { PUSH_MESSAGE_TYPES, type ChatPushPayload, type ProgressUpdatePayload } from '@arcline/shared';
import type { Activities } from '@arcline/activities/types';

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
