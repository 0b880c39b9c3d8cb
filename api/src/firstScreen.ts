import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { FIRST_SCREEN, MATRIX_PAGE_ROWS, WEB_ROUTES, type EntityEnvelope, type MatrixDetail, type RuntimeConfig } from '@arcline/shared';
import { TOKEN_LIFETIME_S, type TokenService } from './auth/tokens';
import { AppError } from './errors';
import { entityEnvelope } from './respond';
import { findOwnedMatrix, isUuid } from './commands/matrix/matrixAccess';
import { loadMatrixDetailPage } from './commands/matrix/matrixDetail';

/** The server entry of the web build (web/src/entry-server.tsx). */
interface FirstScreenRenderer {
  renderMatrixFirstScreen(path: string, matrixId: string, envelope: EntityEnvelope<MatrixDetail>, cookieHeader: string): Promise<{ html: string; styles: string } | null>;
  warmUp(): Promise<void>;
}

export interface FirstScreenDeps {
  config: RuntimeConfig;
  logger: Logger;
  sequelize: Sequelize;
  tokens: TokenService;
}

function cookieOptions(config: RuntimeConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: config.PUBLIC_URL?.startsWith('https:') ?? false };
}

/**
 * The first-screen cookie: the session's bearer token, HttpOnly and SameSite=Strict, set by the app once signed in
 * (`PUT /api/auth/first-screen`) and cleared at logout. Only the web page's route reads it, to render a first screen
 * for the session it verifies like any bearer token; no /api call accepts it.
 */
export const firstScreenCookie = {
  set(res: Response, config: RuntimeConfig, token: string): void {
    res.cookie(FIRST_SCREEN.cookie, token, { ...cookieOptions(config), maxAge: TOKEN_LIFETIME_S * 1000 });
  },
  clear(res: Response, config: RuntimeConfig): void {
    res.clearCookie(FIRST_SCREEN.cookie, cookieOptions(config));
  },
  read(req: Request): string | undefined {
    return req.headers.cookie ? parseCookies(req.headers.cookie)[FIRST_SCREEN.cookie] || undefined : undefined;
  },
};

/** The request's cookies for the render (the sidebar's state), without the session's token. */
function withoutSessionCookie(header: string): string {
  return header
    .split(';')
    .filter((part) => part.trim().split('=')[0] !== FIRST_SCREEN.cookie)
    .join(';');
}

/**
 * The page's entry module started once the server's screen is painted: left as it is, Chromium runs the app's
 * scripts (preloaded meanwhile) before its first frame, and the cells already in the HTML wait for them. A tab opened
 * in the background paints no frame: there it starts after half a second anyway.
 */
function startAfterFirstPaint(template: string, log: Logger): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  if (!entry.test(template)) {
    log.warn('index.html has no entry module script where expected: the first screen waits for the app');
    return template;
  }
  return template.replace(
    entry,
    (_, src: string) =>
      `<link rel="modulepreload" crossorigin href="${src}">\n    <script type="module">let started = false; const start = () => { if (!started) { started = true; import(${JSON.stringify(src)}); } }; requestAnimationFrame(() => setTimeout(start)); setTimeout(start, 500);</script>`,
  );
}

/** JSON inside a <script> element: `<` escaped, so no text of the data can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `GET /matrix/:id` of the production build with a first screen: for a session the cookie proves and a matrix of the
 * user's, the app's own components render the table with its first rows on the server (web/src/entry-server.tsx),
 * so the browser paints the cells before the app's scripts have run; the answer the screen was rendered from goes
 * along, and the app takes it instead of asking again. Anything else (no cookie, an ended session, another company's
 * matrix, a render that fails) gets the plain index.html, and the app does what it always did.
 */
export async function firstScreenRoute(deps: FirstScreenDeps, dist: string): Promise<RequestHandler> {
  const log = deps.logger.child({ component: 'first-screen' });
  const entry = path.join(dist, FIRST_SCREEN.serverDir, 'entry-server.js');
  if (!existsSync(entry)) {
    log.warn({ entry }, 'the web build has no server entry: pages are not rendered on the server');
    return (_req, _res, next) => next();
  }
  const template = startAfterFirstPaint(readFileSync(path.join(dist, 'index.html'), 'utf8'), log);
  const renderer = (await import(pathToFileURL(entry).href)) as FirstScreenRenderer;
  // In the background: the first user's screen should not pay for loading and compiling the render.
  void renderer.warmUp().catch((error: unknown) => log.warn({ err: error }, 'first screen warm-up failed'));

  return async (req, res, next) => {
    const token = firstScreenCookie.read(req);
    const matrixId = String(req.params.id ?? '');
    if (!token || !isUuid(matrixId)) return next();
    try {
      const { user, session } = await deps.tokens.verify(token);
      const matrix = await findOwnedMatrix(user.id, matrixId);
      const { detail, page } = await loadMatrixDetailPage(deps.sequelize, matrix, { offset: 0, limit: MATRIX_PAGE_ROWS });
      const envelope = entityEnvelope(detail, { ...page });
      const screen = await renderer.renderMatrixFirstScreen(req.path, matrixId, envelope, withoutSessionCookie(req.headers.cookie ?? ''));
      if (!screen) return next();
      const data = `<script type="application/json" id="${FIRST_SCREEN.dataElementId}" data-path="${escapeAttribute(req.path)}" data-session="${session.id}">${scriptJson(envelope)}</script>`;
      const html = template
        .replace('<head>', () => `<head>\n    ${data}`)
        .replace('</head>', () => `${screen.styles}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.type('html').send(html);
    } catch (error) {
      // An ended session or a matrix that is not the user's: the plain page, whose app shows what it always shows.
      if (!(error instanceof AppError)) log.warn({ err: error, matrixId }, 'first screen not rendered');
      next();
    }
  };
}

/** The route the first screen answers (README "Matrix Review"). */
export const FIRST_SCREEN_ROUTE = `${WEB_ROUTES.matrix}/:id`;
