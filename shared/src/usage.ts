import { z } from 'zod';
import { USER_ACTION_TYPES } from './chat';
import { USAGE_LIMITS } from './usageLimits';

/** Usage tracking (spec 01 §3 user action tracking event, §7 /api/engagement/chronicle). */

export const USAGE_MESSAGES = {
  invalidEvents: 'userActionEvents must be a list of user action events.',
  tooManyEvents: `At most ${USAGE_LIMITS.maxEventsPerBatch} user action events per call.`,
  unknownType: 'Unknown user action type.',
  invalidEventTime: 'eventTime must be an ISO date.',
  statisticsTooLarge: 'documentUpdateStatistics is too large.',
} as const;

const boundedText = z.string().min(1).max(256);

export const userActionEventSchema = z.object({
  type: z.enum(USER_ACTION_TYPES, { message: USAGE_MESSAGES.unknownType }),
  eventTime: z.iso.datetime({ offset: true, message: USAGE_MESSAGES.invalidEventTime }),
  userActionId: boundedText.optional(),
  elapsedTime: z.number().int().min(0).max(86_400_000).optional(),
  documentData: z.object({ documentId: boundedText, changeTrackingMode: z.string().max(64).optional() }).optional(),
  documentUpdateStatistics: z
    .record(z.string().max(64), z.unknown())
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
