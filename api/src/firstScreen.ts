import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { FIRST_SCREEN, MATRIX_PAGE_ROWS, WEB_ROUTES, readEarlyRequestPlan, type RuntimeConfig } from '@arcline/shared';
import { TOKEN_LIFETIME_S, type TokenService } from './auth/tokens';
import { AppError } from './errors';
import { entityEnvelope } from './respond';
import { findOwnedMatrix, isUuid } from './commands/matrix/matrixAccess';
import { loadMatrixDetailPage } from './commands/matrix/matrixDetail';
import { sequelizeSql } from './db/sequelizeSql';
import { configurationFor } from './commands/accounts/userConfiguration';
import { presentConfiguration } from './presenters/user';
import { workerRenderer } from './firstScreenRenderer';

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

/** index.html cut where the route's answers part (`head`), and the two ways it goes on. */
interface FirstScreenPage {
  /** index.html up to its first script (the doctype, the head's meta tags and title): the same in every answer. */
  head: string;
  /**
   * The head sent at once for `path`: `head` with modulepreload links for the scripts the app needs there (the entry,
   * what it imports, and the route's page chunks of the early-requests plan).
   */
  headFor(path: string): string;
  /** The rest of index.html as it is: the app paints the page itself. */
  plainRest: string;
  /** The rest with the server's first screen, and the answer it was rendered from. */
  screenRest(screen: { html: string; styles: string }, data: string): string;
}

/**
 * Run by the head sent at once, while the browser waits for the server's render: the browser's storage and cookies
 * are opened (each first use is a synchronous call to the browser process: localStorage by the early-requests script,
 * document.cookie by the sidebar, sessionStorage by react-router's view-transition state), and the history entry gets
 * the index react-router's browser history writes when it is created (`{ ...history.state, idx: 0 }`, its own
 * `history.replaceState`; an entry that has an index is left as it is, and so does react-router). Done by the app's
 * modules after the first paint, these were 20-25 ms of their evaluation in traces at load 8, the `replaceState` with
 * a style update of the screen's taken-in rules (bench/README.md, P4); here the page is idle.
 */
export const FIRST_SCREEN_WARM_UP_SCRIPT =
  "try{localStorage.length;sessionStorage.length;document.cookie;var s=history.state;if(!s||s.idx==null)history.replaceState(Object.assign({},s,{idx:0}),'')}catch(e){}";

/**
 * Run by the head sent at once, after the modulepreload links: once every preloaded script has arrived (fetched and
 * compiled), the entry is imported at once when the rest of the page has not (the server still reads and renders): the
 * app's modules are then evaluated while the browser would otherwise wait, and web/src/main.tsx waits for the document
 * and for the screen's paint before it does anything with them (issue 31: module evaluation was ~27 ms between the paint
 * and the clickable table). When the rest came first, nothing happens here: the body's loader imports the entry once
 * the screen is painted, as before, so the scripts never run between the HTML and the first frame. A preload that
 * fails leaves it to that loader too.
 */
export function firstScreenEarlyStartScript(entry: string): string {
  return `(function(){Promise.all([].map.call(document.querySelectorAll('link[rel="modulepreload"]'),function(l){return new Promise(function(y,n){l.addEventListener('load',y);l.addEventListener('error',n)})})).then(function(){if(!document.getElementById('root'))return import(${JSON.stringify(entry)})},function(){})})()`;
}

/**
 * index.html made into the first screen's page. Left as it is, the preload scanner asks for the entry and its two
 * dozen modules while the HTML is parsed, and Chromium runs the app's scripts before its first frame: each request
 * costs the page's main thread, and the browser process that answers the first layout's font lookups is busy with
 * them; started right after that frame, they took the CPU the browser needed to raster and show it (bench/README.md,
 * P4). So the page's body carries no script the parser would run: one inline module script imports the entry once the
 * browser has painted the screen (the promise the early-requests script leaves, `FIRST_SCREEN.paintedGlobal`). The
 * scripts themselves are fetched earlier: the head sent at once, before the session and the matrix are read, carries
 * modulepreload links for the entry's chunks and the route's page chunks (`headFor`), so they download (and compile)
 * while the server reads and renders, instead of after the first paint (issue 31: 280 ms of the clickable table's
 * 700 were those downloads at load 9); a modulepreload never runs a script. The head's last script (`firstScreenEarlyStartScript`) imports the
 * entry once they have all arrived if the rest has not yet: the modules are then evaluated while the server renders, and
 * the app waits for the document and the paint (web/src/main.tsx). The server's answer goes before the
 * early-requests script (the first script of the head, web/earlyRequestsPlugin.ts), which looks for it. (At the end of
 * the body, Chromium painted a frame of the half-parsed page first, and the cells came later.)
 */
function firstScreenPage(template: string, log: Logger): FirstScreenPage | null {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const src = entry.exec(template)?.[1];
  const cut = template.indexOf('<script');
  const head = template.slice(0, cut);
  if (!src || !template.includes('<div id="root"></div>') || !head.includes('<head>') || head.includes('modulepreload')) {
    log.warn('index.html is not shaped as the first screen expects (entry module, root, a head before the scripts): pages are not rendered on the server');
    return null;
  }
  const plainRest = template.slice(cut);
  const modules = [...plainRest.matchAll(preload)].map((match) => match[1]!);
  const routes = earlyRoutes(plainRest);
  // The head ends with the indentation of the script that followed it: each link takes the same.
  const indent = /[ \t]*$/.exec(head)?.[0] ?? '';
  const link = (href: string) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">\n${indent}`;
  // The biggest first (the app chunk): it is the last to arrive on the browser's six connections.
  const entryLinks = [...modules, src].sort((a, b) => Number(b.includes('/app-')) - Number(a.includes('/app-')));
  // The head preloaded the entry's chunks (headFor): the entry is only imported, once the screen is painted.
  const start = `(window[${JSON.stringify(FIRST_SCREEN.paintedGlobal)}] ?? Promise.resolve()).then(() => import(${JSON.stringify(src)}));`;
  const rest = plainRest.replace(preload, '').replace(entry, () => `<script type="module">${start}</script>`);
  const withLinks = (hrefs: string[]) =>
    head + [...new Set(hrefs)].map(link).join('') + `<script>${FIRST_SCREEN_WARM_UP_SCRIPT}</script>\n${indent}<script>${firstScreenEarlyStartScript(src)}</script>\n${indent}`;
  // Once per route of the plan (and once for any other path), not per request.
  const routeHeads = routes.map((route) => ({ pattern: route.pattern, head: withLinks([...entryLinks, ...route.modules]) }));
  const entryHead = withLinks(entryLinks);
  return {
    head,
    headFor: (path) => routeHeads.find((route) => route.pattern.test(path))?.head ?? entryHead,
    plainRest,
    screenRest: (screen, data) =>
      `${data}\n    ${rest}`.replace('</head>', () => `${screen.styles}</head>`).replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>`),
  };
}

/**
 * The routes of the early-requests plan inlined in index.html (web/earlyRequestsPlugin.ts): each route's path pattern
 * and the page chunks it preloads. None when the plan is not found (the head then preloads the entry's chunks only).
 */
function earlyRoutes(html: string): { pattern: RegExp; modules: string[] }[] {
  return (readEarlyRequestPlan(html)?.routes ?? []).map((route) => ({ pattern: new RegExp(route.path), modules: route.modules }));
}

/** JSON inside a <script> element: `<` escaped, so no text of the data can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The locale the first screen writes dates and amounts in: the request's first Accept-Language (the browser's language,
 * which the app uses), when it is a valid language tag.
 */
function requestLocale(req: Request): string | undefined {
  const [first] = req.acceptsLanguages();
  if (!first || first === '*') return undefined;
  try {
    return Intl.getCanonicalLocales(first)[0];
  } catch {
    return undefined;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `GET /matrix/:id` of the production build with a first screen: for a session the cookie proves and a matrix of the
 * user's, the app's own components render the table with its first rows on the server (web/src/entry-server.tsx),
 * so the browser paints the cells before the app's scripts have run; the answers the screen was rendered from (the
 * matrix's first page, and the user's configuration for the sidebar) go along, and the app takes them instead of
 * asking again. Anything else (no cookie, an ended session, another company's
 * matrix, a render that fails) gets the plain index.html, and the app does what it always did.
 */
export async function firstScreenRoute(deps: FirstScreenDeps, dist: string, allowInlineScripts: (html: string) => void): Promise<RequestHandler> {
  const log = deps.logger.child({ component: 'first-screen' });
  const entry = path.join(dist, FIRST_SCREEN.serverDir, 'entry-server.js');
  if (!existsSync(entry)) {
    log.warn({ entry }, 'the web build has no server entry: pages are not rendered on the server');
    return (_req, _res, next) => next();
  }
  const page = firstScreenPage(readFileSync(path.join(dist, 'index.html'), 'utf8'), log);
  if (!page) return (_req, _res, next) => next();
  // Its inline scripts (the early requests, the loader of the entry) are the same on every screen: allowed by hash.
  allowInlineScripts(page.screenRest({ html: '', styles: '' }, ''));
  // …and the head's (the same in every head).
  allowInlineScripts(page.headFor(''));
  // On a worker thread: the render does not hold the API's event loop, which serves the head's preloaded scripts
  // meanwhile (api/src/firstScreenRenderer.ts).
  const renderer = workerRenderer(pathToFileURL(entry).href);
  // In the background: the first user's screen should not pay for loading and compiling the render.
  void renderer.warmUp().catch((error: unknown) => log.warn({ err: error }, 'first screen warm-up failed'));

  return async (req, res, next) => {
    const token = firstScreenCookie.read(req);
    const matrixId = String(req.params.id ?? '');
    if (!token || !isUuid(matrixId)) return next();
    // The head goes at once, before the session and the matrix are read: the browser sets up the page (its renderer,
    // the document) while the server reads and renders, instead of after (bench/README.md, P4). Whatever follows, the
    // page starts the same way.
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('html');
    res.write(page.headFor(req.path));
    res.flush();
    let rest = page.plainRest;
    try {
      const { user, session } = await deps.tokens.verify(token);
      // The sidebar's configuration is read while the matrix is.
      const [{ detail, page: rows }, configuration] = await Promise.all([
        findOwnedMatrix(sequelizeSql(deps.sequelize), user.id, matrixId).then((matrix) => loadMatrixDetailPage(deps.sequelize, matrix, { offset: 0, limit: MATRIX_PAGE_ROWS })),
        configurationFor(deps, user).then((settings) => presentConfiguration(user, settings)),
      ]);
      const envelope = entityEnvelope(detail, { ...rows });
      const locale = requestLocale(req);
      const screen = await renderer.renderMatrixFirstScreen(req.path, matrixId, envelope, configuration, withoutSessionCookie(req.headers.cookie ?? ''), locale);
      if (screen) {
        // data-locale: the app hydrates the screen in the locale it was written in (web/src/platform/firstScreenPass.ts).
        const data = [
          `<script type="application/json" id="${FIRST_SCREEN.dataElementId}" data-path="${escapeAttribute(req.path)}" data-session="${session.id}"${locale ? ` data-locale="${escapeAttribute(locale)}"` : ''}>${scriptJson(envelope)}</script>`,
          `<script type="application/json" id="${FIRST_SCREEN.configurationElementId}">${scriptJson(entityEnvelope(configuration))}</script>`,
        ].join('\n    ');
        rest = page.screenRest(screen, data);
      }
    } catch (error) {
      // An ended session or a matrix that is not the user's: the plain page, whose app shows what it always shows.
      if (!(error instanceof AppError)) log.warn({ err: error, matrixId }, 'first screen not rendered');
    }
    res.end(rest);
  };
}

/** The route the first screen answers (README "Matrix Review"). */
export const FIRST_SCREEN_ROUTE = `${WEB_ROUTES.matrix}/:id`;
