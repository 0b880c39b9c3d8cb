import { createHash } from 'node:crypto';
import type { Express, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { OFFICE_FRAME_ANCESTORS, OFFICE_JS_URL, type RuntimeConfig } from '@arcline/shared';

/**
 * What the pages the app serves need beyond 'self', learnt when the web app is mounted (api/src/web.ts): the hashes
 * of their inline scripts (the built index.html's early-requests script, the first screen's loader, the development
 * server's React preamble) and, in development, the socket of Vite's hot reload.
 */
export interface PageSources {
  scriptHashes: Set<string>;
  connectSources: Set<string>;
}

const PAGE_SOURCES = 'arclinePageSources';

export function pageSources(app: Express): PageSources {
  const locals = app.locals as Record<string, unknown>;
  locals[PAGE_SOURCES] ??= { scriptHashes: new Set<string>(), connectSources: new Set<string>() } satisfies PageSources;
  return locals[PAGE_SOURCES] as PageSources;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = ['', 'module', 'text/javascript', 'application/javascript'];

/** The CSP hashes of the scripts a page runs inline (data blocks such as type="application/json" run nothing). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && EXECUTABLE_TYPES.includes(/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''))
    // The HTML parser turns CRLF into LF before the browser hashes the text.
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`);
}

/**
 * The security headers of every answer, pages and API alike (issue 34, item 4), by helmet:
 * - a Content-Security-Policy the app, the first screen, the playground and the task pane run under: scripts of our
 *   origin, Office.js's CDN and the inline scripts whose hashes the pages registered, no other inline script, no
 *   eval; connections to our origins and the blob storage the browser uploads to; styles inline too (styled-components
 *   and the first screen's server-rendered style attributes); frame-ancestors 'self' and Office's origins only;
 *   API answers (/api/*) get default-src 'none' and frame-ancestors 'none' instead;
 * - X-Content-Type-Options nosniff and Referrer-Policy no-referrer;
 * - Strict-Transport-Security (and upgrade-insecure-requests) only on answers served over HTTPS by a proxy in front.
 * Not X-Frame-Options (SAMEORIGIN would stop Word from framing the task pane; frame-ancestors says who may), nor
 * Cross-Origin-Opener-Policy (it would cut the sign-in popup off from the window that opened it).
 */
export function securityHeaders(app: Express, config: RuntimeConfig, blobServiceUrl: string): RequestHandler {
  const sources = pageSources(app);
  const officeScripts = new URL(OFFICE_JS_URL).origin;
  const ownOrigins = [...new Set([config.PUBLIC_URL, config.ADDIN_PUBLIC_URL].map((url) => new URL(url).origin))];
  const directives = (https: boolean) => ({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", officeScripts, () => [...sources.scriptHashes].join(' ')],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...ownOrigins, new URL(blobServiceUrl).origin, officeScripts, () => [...sources.connectSources].join(' ')],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...OFFICE_FRAME_ANCESTORS],
    frameAncestors: ["'self'", ...OFFICE_FRAME_ANCESTORS],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    scriptSrcAttr: ["'none'"],
    upgradeInsecureRequests: https ? [] : null,
  });
  const common = {
    xFrameOptions: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    referrerPolicy: { policy: 'no-referrer' as const },
  };
  const overHttp = helmet({ ...common, strictTransportSecurity: false, contentSecurityPolicy: { useDefaults: false, directives: directives(false) } });
  const overHttps = helmet({
    ...common,
    strictTransportSecurity: { maxAge: 365 * 24 * 3600, includeSubDomains: true },
    contentSecurityPolicy: { useDefaults: false, directives: directives(true) },
  });
  // Answers of the API are JSON (or redirects, downloads): nothing in them may load, run or be framed, the policy
  // OWASP recommends for APIs. A tenth of the page's policy in bytes, on the calls made every 2 s while cells run.
  const apiPolicy = (https: boolean) => ({ defaultSrc: ["'none'"], frameAncestors: ["'none'"], upgradeInsecureRequests: https ? [] : null });
  // No part of it depends on the request: helmet's headers are worked out once and set as they are on every answer.
  const apiOverHttp = fixedHeaders(helmet({ ...common, strictTransportSecurity: false, contentSecurityPolicy: { useDefaults: false, directives: apiPolicy(false) } }));
  const apiOverHttps = fixedHeaders(
    helmet({
      ...common,
      strictTransportSecurity: { maxAge: 365 * 24 * 3600, includeSubDomains: true },
      contentSecurityPolicy: { useDefaults: false, directives: apiPolicy(true) },
    }),
  );
  // No HSTS from the local HTTPS listener itself (ADDIN_HTTPS, on by default under `npm start`): it serves localhost,
  // and a browser that kept HSTS for localhost would send http://localhost:8080 to HTTPS too. HTTPS ended by a proxy
  // in front (X-Forwarded-Proto) gets it.
  const fromLocalListener = (req: Request) => 'encrypted' in req.socket && req.socket.encrypted === true;
  return (req: Request, res, next) => {
    const https = req.secure && !fromLocalListener(req);
    const api = req.path === '/api' || req.path.startsWith('/api/');
    return (api ? (https ? apiOverHttps : apiOverHttp) : https ? overHttps : overHttp)(req, res, next);
  };
}

/**
 * The headers a helmet middleware whose every part is fixed (no per-request directive) sets, recorded once, then set
 * as they are on each answer: the same headers, in the same order, without running helmet's dozen middlewares again
 * for each of the API's requests (the push poll's 250 a second among them).
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let answered = false;
  void middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    answered = true;
  });
  if (!answered) throw new Error('the security headers could not be worked out once');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
