import type { Breadcrumb, Event } from '@sentry/core';
import { ERROR_REPORT_TAGS } from '../errorReporting';
import { scrubOptionalText } from './scrubText';

const KEPT_TAGS: readonly string[] = Object.values(ERROR_REPORT_TAGS);
const KEPT_CONTEXTS = ['trace', 'os', 'browser', 'runtime', 'device', 'app', 'culture'];
const URL_BREADCRUMBS = ['fetch', 'xhr', 'navigation'];

/**
 * beforeSend of every SDK, and the tunnel's own pass over what a browser sends: an event leaves with the user id
 * only (no e-mail, name or address), no request body, cookies or headers, no query strings (reset links carry codes
 * and e-mails), no local variables, no extra data, messages with e-mail addresses, secrets and quoted text replaced
 * (scrubText), and breadcrumbs scrubbed by scrubBreadcrumb. Document text and prompts travel in request bodies and
 * console output, never in what is kept.
 */
export function scrubErrorEvent<E extends Event>(event: E): E {
  const userId = event.user?.id;
  return {
    ...event,
    message: scrubOptionalText(event.message),
    logentry: event.logentry ? { message: scrubOptionalText(event.logentry.message) } : undefined,
    transaction: scrubOptionalText(event.transaction),
    user: userId === undefined || userId === null ? undefined : { id: String(userId) },
    request: event.request ? { url: withoutQuery(event.request.url), method: event.request.method } : undefined,
    extra: undefined,
    tags: event.tags ? Object.fromEntries(Object.entries(event.tags).filter(([name]) => KEPT_TAGS.includes(name))) : undefined,
    contexts: event.contexts
      ? Object.fromEntries(Object.entries(event.contexts).filter(([name]) => KEPT_CONTEXTS.includes(name)))
      : undefined,
    exception: event.exception
      ? {
          values: event.exception.values?.map((value) => ({
            ...value,
            value: scrubOptionalText(value.value),
            stacktrace: value.stacktrace
              ? { ...value.stacktrace, frames: value.stacktrace.frames?.map(({ vars: _vars, ...frame }) => frame) }
              : undefined,
          })),
        }
      : undefined,
    breadcrumbs: event.breadcrumbs?.map(scrubBreadcrumb).filter((crumb): crumb is Breadcrumb => crumb !== null),
  };
}

/**
 * beforeBreadcrumb of every SDK: console output (which may quote a document or a prompt) is dropped; requests and
 * navigations keep method, status and the path without query; other breadcrumbs keep their message, never data.
 */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === 'console') return null;
  if (breadcrumb.category && URL_BREADCRUMBS.includes(breadcrumb.category)) {
    const data = breadcrumb.data ?? {};
    return {
      ...breadcrumb,
      message: scrubOptionalText(breadcrumb.message),
      data: {
        method: data.method,
        status_code: data.status_code,
        url: withoutQuery(data.url),
        from: withoutQuery(data.from),
        to: withoutQuery(data.to),
      },
    };
  }
  return { ...breadcrumb, message: scrubOptionalText(breadcrumb.message), data: undefined };
}

function withoutQuery(url: unknown): string | undefined {
  return typeof url === 'string' ? url.replace(/[?#].*$/, '') : undefined;
}
