/** Server handler messages for the statuses of spec 01 §8. */
export const HTTP_ERROR_MESSAGES = {
  400: 'Bad request.',
  401: 'Unauthorized.',
  403: 'Forbidden.',
  404: 'Not found.',
  413: 'Request body too large.',
  415: 'Unsupported content encoding or charset.',
  500: 'Unexpected error.',
  503: 'The service is briefly unavailable. Please try again in a moment.',
} as const;

/** Messages of the edge checks that run before any route: malformed bodies, paths and text. */
export const REQUEST_MESSAGES = {
  illFormedText: 'Text must not contain NUL characters or unpaired surrogates.',
  malformedJson: 'The request body is not valid JSON.',
  malformedBody: 'The request body could not be decoded.',
  malformedPath: 'The request path is not correctly percent-encoded.',
} as const;

export const USER_ACTION_HEADER = 'X-T-User-Action';
export const REFRESHED_TOKEN_HEADER = 'X-Refreshed-Token';
export const REQUEST_ID_HEADER = 'X-Request-Id';
