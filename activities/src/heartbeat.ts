import { Context } from '@temporalio/activity';

function activityContext(): Context | undefined {
  try {
    return Context.current();
  } catch {
    return undefined; // called outside an activity (a unit test calling the function directly)
  }
}

/**
 * Heartbeats while a long activity runs, three times per heartbeat timeout: when the worker dies, the heartbeats
 * stop and Temporal hands the attempt to another worker after the heartbeat timeout instead of the start-to-close one.
 */
export function heartbeating<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    const context = activityContext();
    const timeoutMs = context?.info.heartbeatTimeoutMs;
    if (!context || !timeoutMs) return run(...args);
    context.heartbeat();
    const timer = setInterval(() => context.heartbeat(), Math.max(100, timeoutMs / 3));
    try {
      return await run(...args);
    } finally {
      clearInterval(timer);
    }
  };
}
