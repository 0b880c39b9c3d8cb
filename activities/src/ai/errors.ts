import { AI_FAILURE_TYPES } from '@arcline/shared/contracts';
import { APIConnectionError, APIError } from '@anthropic-ai/sdk';
import { ApplicationFailure } from '@temporalio/activity';
import { UnsupportedByEngineError } from './types';

/**
 * The model answered, but not in the shape its task's tool schema asks for, even after being asked once more.
 * Not retried by Temporal: the same prompt would most likely fail the same way, and the default retry policy has no limit.
 */
export class MalformedAiOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedAiOutputError';
  }
}

export type AiErrorKind =
  | 'rateLimited'
  | 'overloaded'
  | 'serverError'
  | 'connection'
  | 'invalidRequest'
  | 'malformedOutput'
  | 'unsupported'
  | 'unknown';

export interface AiErrorClassification {
  retryable: boolean;
  kind: AiErrorKind;
  message: string;
  /** HTTP status of an API error. */
  status?: number;
  /** From the retry-after header of a 429 or 529: when to try again. */
  retryAfterMs?: number;
}

/** Failure types activities raise, for retry policies and for operators in the Temporal UI. */
export { AI_FAILURE_TYPES };

function retryAfterMs(headers: Headers | undefined): number | undefined {
  const milliseconds = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(milliseconds) && milliseconds > 0) return milliseconds;
  const seconds = Number(headers?.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

const apiMessageOf = (error: APIError) => error.apiMessage ?? error.message;

const INVALID_REQUEST_MESSAGES: Record<number, (error: APIError) => string> = {
  400: (error) => `The Claude API rejected the request as invalid (400): ${apiMessageOf(error)}`,
  401: () => 'The Claude API rejected the API key (401). Check ANTHROPIC_API_KEY.',
  402: (error) => `The Claude API refused the request for a billing reason (402): ${apiMessageOf(error)}`,
  403: (error) => `The Claude API key may not make this request (403): ${apiMessageOf(error)}`,
  404: (error) => `The Claude API does not know this model or endpoint (404): ${apiMessageOf(error)}. Check ANTHROPIC_MODEL.`,
  413: () => 'The request is too large for the Claude API (413): the document or attachments are too long for one request.',
  422: (error) => `The Claude API could not process the request (422): ${apiMessageOf(error)}`,
};

/**
 * Whether a failed AI call is worth retrying: rate limits (429), overload (529), other 5xx, timeouts (408),
 * conflicts (409) and lost connections are; invalid requests (other 4xx), malformed answers and work the
 * engine cannot do are not.
 */
export function classifyAiError(error: unknown): AiErrorClassification {
  if (error instanceof UnsupportedByEngineError) return { retryable: false, kind: 'unsupported', message: error.message };
  if (error instanceof MalformedAiOutputError) return { retryable: false, kind: 'malformedOutput', message: error.message };
  if (error instanceof APIConnectionError) {
    return { retryable: true, kind: 'connection', message: `Could not reach the Claude API: ${error.message}` };
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    const retryAfter = retryAfterMs(error.headers);
    const timing = retryAfter === undefined ? {} : { retryAfterMs: retryAfter };
    if (status === 429) {
      return { retryable: true, kind: 'rateLimited', status, message: 'The Claude API is rate limiting this account (429).', ...timing };
    }
    if (status === 529) {
      return { retryable: true, kind: 'overloaded', status, message: 'The Claude API is overloaded (529).', ...timing };
    }
    if (status >= 500 || status === 408 || status === 409) {
      return { retryable: true, kind: 'serverError', status, message: `The Claude API failed (${status}): ${apiMessageOf(error)}` };
    }
    const describe = INVALID_REQUEST_MESSAGES[status];
    return {
      retryable: false,
      kind: 'invalidRequest',
      status,
      message: describe ? describe(error) : `The Claude API rejected the request (${status}): ${apiMessageOf(error)}`,
    };
  }
  return { retryable: true, kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

const FAILURE_TYPE: Record<AiErrorKind, string> = {
  rateLimited: AI_FAILURE_TYPES.unavailable,
  overloaded: AI_FAILURE_TYPES.unavailable,
  serverError: AI_FAILURE_TYPES.unavailable,
  connection: AI_FAILURE_TYPES.unavailable,
  unknown: AI_FAILURE_TYPES.unavailable,
  invalidRequest: AI_FAILURE_TYPES.invalidRequest,
  malformedOutput: AI_FAILURE_TYPES.malformedOutput,
  unsupported: AI_FAILURE_TYPES.unsupportedByEngine,
};

/**
 * The ApplicationFailure an activity throws for a failed AI call: retryable 'AiUnavailable' (honouring retry-after),
 * or non-retryable 'AiInvalidRequest', 'AiMalformedOutput' or 'UnsupportedByEngine' with a message fit for the user.
 * Errors that are not the AI's (a database error, a bug) are returned unchanged, for the activity's own handling.
 */
export function toActivityFailure(error: unknown): Error {
  if (error instanceof ApplicationFailure) return error;
  const classification = classifyAiError(error);
  if (classification.kind === 'unknown') return error instanceof Error ? error : new Error(classification.message);
  return ApplicationFailure.create({
    message: classification.message,
    type: FAILURE_TYPE[classification.kind],
    nonRetryable: !classification.retryable,
    ...(classification.retryAfterMs === undefined ? {} : { nextRetryDelay: classification.retryAfterMs }),
    details: [{ kind: classification.kind, status: classification.status ?? null }],
  });
}

/** Runs a provider call inside an activity, turning its failures into the ApplicationFailures above. */
export async function runAiCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toActivityFailure(error);
  }
}
