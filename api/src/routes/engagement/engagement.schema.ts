import { z } from 'zod';
import { ENGAGEMENT_LIMITS, ENGAGEMENT_MESSAGES, USER_ACTION_TYPES } from '@arcline/shared';

const message = ENGAGEMENT_MESSAGES.eventsInvalid;
const text = z.string({ message }).max(ENGAGEMENT_LIMITS.textMaxChars, message);

const userActionEvent = z.object(
  {
    type: z.enum(USER_ACTION_TYPES, { message }),
    eventTime: z.iso.datetime({ message }),
    documentData: z.object({ documentId: text, changeTrackingMode: text }, { message }).optional(),
    documentUpdateStatistics: z.record(z.string(), z.unknown(), { message }).optional(),
    userActionId: text.optional(),
    elapsedTime: z.number({ message }).min(0, message).optional(),
  },
  { message },
);

/** `POST /api/engagement/chronicle` */
export const chronicleSchema = z.object({
  userActionEvents: z.array(userActionEvent, { message }).min(1, message).max(ENGAGEMENT_LIMITS.eventsMax, message),
});
