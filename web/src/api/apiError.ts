import type { ApiResult } from './createApiClient';

/** A failed API call as an exception (for react-query reads): the HTTP status and the server's messages. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
  ) {
    super(messages.join(' ') || `The request failed with status ${status}.`);
    this.name = 'ApiError';
  }
}

/** The data of a successful call; throws ApiError for a failed one. */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiError(result.status, result.errors);
  return result.data;
}

/** The same result with its data mapped (an envelope unwrapped); a failure passes through unchanged. */
export function mapData<T, U>(result: ApiResult<T>, map: (data: T) => U): ApiResult<U> {
  return result.ok ? { ok: true, status: result.status, data: map(result.data) } : result;
}
