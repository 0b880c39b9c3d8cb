/** Server handler messages for the statuses of spec 01 §8. */
export const HTTP_ERROR_MESSAGES = {
  400: 'Bad request.',
  401: 'Unauthorized.',
  403: 'Forbidden.',
  404: 'Not found.',
  413: 'Request body too large.',
  500: 'Unexpected error.',
} as const;

export const USER_ACTION_HEADER = 'X-T-User-Action';
export const REFRESHED_TOKEN_HEADER = 'X-Refreshed-Token';
export const REQUEST_ID_HEADER = 'X-Request-Id';
