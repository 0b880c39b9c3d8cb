import { z } from 'zod';
import { USER_ACTION_TYPES } from './chat';
import { USAGE_LIMITS } from './usageLimits';

/** Usage tracking (spec 01 §3 user action tracking event, §7 /api/engagement/chronicle). */

export const USAGE_MESSAGES = {
  invalidEvents: 'userActionEvents must be a list of user action events.',
  tooManyEvents: `At most ${USAGE_LIMITS.maxEventsPerBatch} user action events per call.`,
  unknownType: 'Unknown user action type.',
  invalidEventTime: 'eventTime must be an ISO date.',
  eventTimeOutOfRange: 'eventTime must be within the last 7 days and at most 5 minutes ahead.',
  statisticsTooLarge: 'documentUpdateStatistics is too large.',
  invalidStatistics: 'documentUpdateStatistics must map names to numbers, at most three levels deep.',
} as const;

const boundedText = z.string().min(1).max(256);

/** Within USAGE_LIMITS' window around the server's clock: a future time would sort first in the admin console. */
export function isEventTimeInWindow(eventTime: string, now: number = Date.now()): boolean {
  const time = Date.parse(eventTime);
  return time <= now + USAGE_LIMITS.maxEventAheadMs && time >= now - USAGE_LIMITS.maxEventAgeMs;
}

/**
 * The sync statistics' shape (addin/src/sync/SyncStatistics.ts): names to finite numbers, nested at most three
 * levels (update type → metric → summary), so nothing deeper or of another kind reaches the jsonb column.
 */
const statisticName = z.string().min(1).max(64);
const invalidStatistics = { message: USAGE_MESSAGES.invalidStatistics };
const statisticValue = z.number(invalidStatistics).finite(invalidStatistics);
const metricSummarySchema = z.record(statisticName, statisticValue, invalidStatistics);
const updateSummarySchema = z.record(statisticName, z.union([statisticValue, metricSummarySchema], invalidStatistics), invalidStatistics);
const documentUpdateStatisticsSchema = z.record(statisticName, z.union([statisticValue, updateSummarySchema], invalidStatistics), invalidStatistics);

export const userActionEventSchema = z.object({
  type: z.enum(USER_ACTION_TYPES, { message: USAGE_MESSAGES.unknownType }),
  eventTime: z.iso
    .datetime({ offset: true, message: USAGE_MESSAGES.invalidEventTime })
    .refine((eventTime) => isEventTimeInWindow(eventTime), USAGE_MESSAGES.eventTimeOutOfRange),
  userActionId: boundedText.optional(),
  elapsedTime: z.number().int().min(0).max(86_400_000).optional(),
  documentData: z.object({ documentId: boundedText, changeTrackingMode: z.string().max(64).optional() }).optional(),
  documentUpdateStatistics: documentUpdateStatisticsSchema
    .refine((value) => JSON.stringify(value).length <= USAGE_LIMITS.maxStatisticsChars, USAGE_MESSAGES.statisticsTooLarge)
    .optional(),
});
export type UserActionEvent = z.infer<typeof userActionEventSchema>;

export const chronicleBodySchema = z.object({
  userActionEvents: z
    .array(userActionEventSchema, { message: USAGE_MESSAGES.invalidEvents })
    .max(USAGE_LIMITS.maxEventsPerBatch, USAGE_MESSAGES.tooManyEvents),
});
export type ChronicleBody = z.infer<typeof chronicleBodySchema>;

export interface ChronicleResult {
  recorded: number;
}
