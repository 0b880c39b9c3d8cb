import { REFRESHED_TOKEN_HEADER, USER_ACTION_HEADER } from '@arcline/shared';
import { queryString, type QueryValue } from './queryString';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const HTTP_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE'] satisfies HttpMethod[];

export interface ApiRequest {
  method: HttpMethod;
  /** Path under the API base URL, starting with '/': '/configuration'. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Sent as X-T-User-Action on action calls so the server can tie the call to a tracked user action. */
  userActionId?: string;
  /** False for the account calls that work without a session (login, signup, password reset). */
  authenticated?: boolean;
  /** Lets a small request outlive the page (fetch keepalive), for what is sent while the page is being hidden. */
  keepalive?: boolean;
}

export type ApiRequestOptions = Pick<ApiRequest, 'query' | 'userActionId' | 'authenticated' | 'keepalive'>;

/** Every call answers this: the parsed body on success, the messages of the {errors} envelope on failure. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errors: string[]; /** the parsed JSON body, e.g. a 409's actionResult */ body?: unknown };

export interface ApiClientDeps {
  fetch: typeof fetch;
  baseUrl: string;
  getToken(): string | null;
  /** Replaces the stored token with the one the server sent in X-Refreshed-Token. */
  replaceToken(token: string): void;
  /** The 'set logged out' callback: a 401 or a missing token ends the session. */
  onUnauthorized(): void;
  logError(message: string, detail?: unknown): void;
}

/** A file the API answered (an export): its bytes and the name from Content-Disposition, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<ApiResult<T>>;
  /** A GET answered with a file instead of JSON, with the same token, refresh and 401 handling. */
  download(path: string, options?: ApiRequestOptions): Promise<ApiResult<DownloadedFile>>;
  get<T>(path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  put<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  delete<T>(path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  setBaseUrl(baseUrl: string): void;
}

const NO_CONTENT = 204;
const UNAUTHORIZED = 401;
const NETWORK_FAILURE_STATUS = 0;

/** The one HTTP client of the web app (spec 01 §5, §7, §8). */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  let baseUrl = withoutTrailingSlash(deps.baseUrl);

  /** Sends the request: the response to read, or the failure already handled (token, network, 401). */
  async function send(req: ApiRequest): Promise<Response | { ok: false; status: number; errors: string[] }> {
    if (!HTTP_METHODS.includes(req.method)) {
      deps.logError(`Unsupported HTTP method ${req.method} for ${req.path}`);
      return failure(NETWORK_FAILURE_STATUS);
    }
    const authenticated = req.authenticated !== false;
    const token = deps.getToken();
    if (authenticated && !token) {
      deps.onUnauthorized();
      return failure(UNAUTHORIZED);
    }

    let response: Response;
    try {
      response = await deps.fetch(`${baseUrl}${req.path}${queryString(req.query)}`, {
        method: req.method,
        headers: requestHeaders(req, authenticated ? token : null),
        body: requestBody(req),
        keepalive: req.keepalive,
      });
    } catch (error) {
      deps.logError(`${req.method} ${req.path} failed`, error);
      return failure(NETWORK_FAILURE_STATUS);
    }

    if (authenticated && response.status === UNAUTHORIZED) {
      deps.onUnauthorized();
      return failure(UNAUTHORIZED, await readErrors(response));
    }
    const refreshedToken = response.headers.get(REFRESHED_TOKEN_HEADER);
    if (refreshedToken && deps.getToken()) deps.replaceToken(refreshedToken);
    return response;
  }

  async function request<T>(req: ApiRequest): Promise<ApiResult<T>> {
    const response = await send(req);
    if (!(response instanceof Response)) return response;

    if (response.status === NO_CONTENT) {
      return response.ok ? { ok: true, status: response.status, data: undefined as T } : failure(response.status);
    }
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      deps.logError(`${req.method} ${req.path} answered ${response.status} with a body that is not JSON`, error);
      return failure(response.status);
    }
    return response.ok ? { ok: true, status: response.status, data: body as T } : { ...failure(response.status, errorsOf(body)), body };
  }

  async function download(path: string, options?: ApiRequestOptions): Promise<ApiResult<DownloadedFile>> {
    const response = await send({ method: 'GET', path, ...options });
    if (!(response instanceof Response)) return response;
    if (!response.ok) return failure(response.status, await readErrors(response));
    return { ok: true, status: response.status, data: { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) } };
  }

  return {
    request,
    download,
    get: (path, options) => request({ method: 'GET', path, ...options }),
    post: (path, body, options) => request({ method: 'POST', path, body, ...options }),
    put: (path, body, options) => request({ method: 'PUT', path, body, ...options }),
    delete: (path, options) => request({ method: 'DELETE', path, ...options }),
    setBaseUrl(next) {
      baseUrl = withoutTrailingSlash(next);
    },
  };
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function failure(status: number, errors: string[] = []): { ok: false; status: number; errors: string[] } {
  return { ok: false, status, errors };
}

function requestHeaders(req: ApiRequest, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (req.method === 'POST' || req.method === 'PUT') headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (req.userActionId) headers.set(USER_ACTION_HEADER, req.userActionId);
  return headers;
}

/** POST and PUT always carry a JSON body, `{}` when the caller gives none; GET and DELETE never do. */
function requestBody(req: ApiRequest): string | undefined {
  if (req.method !== 'POST' && req.method !== 'PUT') return undefined;
  return JSON.stringify(req.body ?? {});
}

async function readErrors(response: Response): Promise<string[]> {
  try {
    return errorsOf(JSON.parse(await response.text()));
  } catch {
    return [];
  }
}

function errorsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter((message): message is string => typeof message === 'string');
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` first, else `filename`. */
function fileNameOf(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? null;
}
