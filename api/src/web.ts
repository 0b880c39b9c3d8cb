import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { FIRST_SCREEN_ROUTE, firstScreenRoute, type FirstScreenDeps } from './firstScreen';
import { inlineScriptHashes, pageSources } from './security/securityHeaders';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
/** The pages of the web build (web/vite.config.ts's inputs); the development server transforms them. */
const ENTRY_PAGES = ['index.html', 'taskpane.html', 'playground.html', 'playground-pane.html'];

/** Every .html file under `folder` (the build, or web/public's pages served as they are). */
function htmlFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(folder, file));
}

/**
 * An HTML entry point (the app, the task pane, the playground) is revalidated on every load, so a deploy reaches
 * Word's task pane at once; the hashed assets it names stay cached for a year (issue 31, 31d).
 */
export const HTML_CACHE_CONTROL = 'no-cache';
const HASHED_ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An .html file of the build, or its brotli or gzip copy. */
const HTML_FILE = /\.html(\.br|\.gz)?$/;

/**
 * The build's files: its brotli or gzip copy of a file when the browser takes it (web/vite.config.ts); hashed assets
 * are immutable, HTML pages no-cache, anything else (icons, the add-in's manifest files) an hour. extensions: the task
 * pane (and any other page of the build) answers without its .html, as in development.
 */
export function serveBuildFiles(app: Express, dist: string): void {
  app.use(
    expressStaticGzip(dist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        maxAge: '1h',
        extensions: ['html'],
        setHeaders: (res, file) => {
          if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', HASHED_ASSETS_CACHE_CONTROL);
          else if (HTML_FILE.test(file)) res.setHeader('Cache-Control', HTML_CACHE_CONTROL);
        },
      },
    }),
  );
}

/**
 * Serves the web app on the API's origin: the built bundle when WEB_DIST (or web/dist in production) exists,
 * otherwise Vite in middleware mode for development, so `/` and `/api` always share one origin.
 */
export async function mountWeb(app: Express, deps: FirstScreenDeps): Promise<() => Promise<void>> {
  const { config } = deps;
  // The Content-Security-Policy allows exactly the inline scripts of the pages served here, by their hashes.
  const sources = pageSources(app);
  const allowInlineScripts = (html: string) => inlineScriptHashes(html).forEach((hash) => sources.scriptHashes.add(hash));
  const dist = config.WEB_DIST ?? (config.NODE_ENV === 'production' ? path.join(webRoot, 'dist') : undefined);
  if (dist && existsSync(dist)) {
    for (const file of htmlFiles(dist)) allowInlineScripts(readFileSync(file, 'utf8'));
    serveBuildFiles(app, dist);
    // A matrix's page painted by the server before the app's scripts run (api/src/firstScreen.ts).
    app.get(FIRST_SCREEN_ROUTE, await firstScreenRoute(deps, dist, allowInlineScripts));
    app.get(/.*/, (_req, res) => res.sendFile(path.join(dist, 'index.html'), { cacheControl: false, headers: { 'Cache-Control': HTML_CACHE_CONTROL } }));
    return async () => undefined;
  }
  const { createServer } = await import('vite');
  const hmrPort = config.PORT + 10000;
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    // Loads the configuration (and its early-requests plugin, which imports shared modules) through Vite's module runner.
    configLoader: 'runner',
    server: { middlewareMode: true, hmr: { port: hmrPort } },
    appType: 'spa',
    logLevel: 'warn',
  });
  // Vite makes the pages' own inline module scripts into modules it serves; what stays inline is its React preamble.
  for (const page of ENTRY_PAGES) allowInlineScripts(await vite.transformIndexHtml(`/${page}`, readFileSync(path.join(webRoot, page), 'utf8')));
  for (const file of htmlFiles(path.join(webRoot, 'public'))) allowInlineScripts(readFileSync(file, 'utf8'));
  // Hot reload's socket, on its own port.
  for (const host of ['localhost', '127.0.0.1']) sources.connectSources.add(`ws://${host}:${hmrPort}`);
  app.use(vite.middlewares);
  return () => vite.close();
}
