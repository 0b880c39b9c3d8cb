import { continueAsNew, defineSignal, proxyActivities, setHandler, workflowInfo, type RetryPolicy } from '@temporalio/workflow';
import { AI_MESSAGES, CHAT_PROGRESS_MESSAGES, PUSH_MESSAGE_TYPES } from '@arcline/shared/workflow';
import type { Activities } from '@arcline/activities/types';
import { LONG_ACTIVITY_HEARTBEAT_TIMEOUT, SIGNALS, type IndexDocumentInput } from '@arcline/shared/contracts';
import { END_OF_TOPIC, progressUpdate, topicPublisher } from './pushTopic';

const documentUpdatedSignal = defineSignal(SIGNALS.documentUpdated);

type PendingDocumentUpdate = NonNullable<Awaited<ReturnType<Activities['nextDocumentUpdate']>>>;

const INDEXING_RETRY: RetryPolicy = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 };

const { nextDocumentUpdate, discardDocumentUpdate } = proxyActivities<Activities>({ startToCloseTimeout: '5 minutes', retry: INDEXING_RETRY });

const { applyDocumentUpdate } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: LONG_ACTIVITY_HEARTBEAT_TIMEOUT,
  retry: INDEXING_RETRY,
});

/**
 * `index-document/{userId}/{documentId}`: applies one user's stored updates of one document in the order they came
 * (full parts, or incremental change events), each answered on its own push topic. Started or woken by
 * signal-with-start; it ends when no update is left and no signal came in meanwhile.
 */
export async function indexDocumentWorkflow(input: IndexDocumentInput): Promise<{ updatesApplied: number }> {
  let signalled: boolean;
  setHandler(documentUpdatedSignal, () => {
    signalled = true;
  });
  let updatesApplied = 0;
  for (;;) {
    signalled = false;
    const update = await nextDocumentUpdate(input);
    if (!update) {
      // An update stored after that query signals; one arriving as the workflow ends makes Temporal replay it
      // with the signal seen here.
      if (signalled) continue;
      return { updatesApplied };
    }
    if (await indexUpdate(input, update)) updatesApplied += 1;
    // Updates wait in the database, so a fresh run picks them up where this one stopped.
    if (workflowInfo().continueAsNewSuggested) await continueAsNew<typeof indexDocumentWorkflow>(input);
  }
}

async function indexUpdate(input: IndexDocumentInput, update: PendingDocumentUpdate): Promise<boolean> {
  const publish = topicPublisher(update.topicId);
  await publish(progressUpdate(0, update.total, CHAT_PROGRESS_MESSAGES.indexing));
  let applied = true;
  try {
    const { partCount } = await applyDocumentUpdate({ ...input, updateId: update.updateId });
    await publish(progressUpdate(update.total, update.total, CHAT_PROGRESS_MESSAGES.indexing));
    await publish({ type: PUSH_MESSAGE_TYPES.successResponse, documentId: input.documentId, partCount });
  } catch {
    applied = false;
    await discardDocumentUpdate(update.updateId);
    await publish({ type: PUSH_MESSAGE_TYPES.errorResponse, chatMessage: AI_MESSAGES.indexingFailed });
  }
  await publish(END_OF_TOPIC);
  return applied;
}
