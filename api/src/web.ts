import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express, Request, RequestHandler } from 'express';
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

/** The encodings a request takes, of those the build keeps copies in: brotli first, then gzip, then none. */
function preferredEncoding(req: Request): 'br' | 'gzip' | 'identity' {
  const taken = new Set(
    String(req.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return taken.has('br') ? 'br' : taken.has('gzip') ? 'gzip' : 'identity';
}

/** A file's copies in memory, by the encoding they are sent in. */
type Variants = Partial<Record<'br' | 'gzip' | 'identity', { body: Buffer; etag: string }>>;

/**
 * The scripts the first screen's head preloads (api/src/firstScreen.ts), read once at start with the build's brotli
 * and gzip copies, and answered from memory in the request's own turn of the event loop. Served from the disk, each
 * took several turns (stat, open, reads) and the thread pool, so the six the head asks for at once came only after the
 * server's render of the screen, with its HTML, and delayed that HTML's last bytes (bench/README.md, P4); from memory
 * (and with the screen rendered on a worker thread, api/src/firstScreen.ts) they leave while the server reads the
 * session and the matrix and renders. Same answers as the static files' (types, encodings,
 * immutable caching, ETag); any other file is left to them.
 */
export function preloadedAssets(dist: string, hrefs: string[]): RequestHandler {
  const assets = new Map<string, { type: string; variants: Variants }>();
  for (const href of hrefs) {
    if (!/^\/assets\/[\w.-]+\.(js|css)$/.test(href)) continue;
    const file = path.join(dist, href);
    if (!existsSync(file)) continue;
    const variants: Variants = {};
    for (const [encoding, suffix] of [['identity', ''], ['br', '.br'], ['gzip', '.gz']] as const) {
      if (!existsSync(file + suffix)) continue;
      const body = readFileSync(file + suffix);
      variants[encoding] = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    assets.set(href, { type: path.extname(href), variants });
  }
  return (req, res, next) => {
    const asset = req.method === 'GET' || req.method === 'HEAD' ? assets.get(req.path) : undefined;
    if (!asset) return next();
    const wanted = preferredEncoding(req);
    const encoding = asset.variants[wanted] ? wanted : 'identity';
    const variant = asset.variants[encoding]!;
    res.type(asset.type);
    res.vary('Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', variant.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', variant.body.length);
    res.end(variant.body);
  };
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
    // A matrix's page painted by the server before the app's scripts run (api/src/firstScreen.ts), and the scripts
    // its head preloads, answered from memory.
    const firstScreen = await firstScreenRoute(deps, dist, allowInlineScripts);
    app.use(preloadedAssets(dist, firstScreen.preloaded));
    // The build's brotli or gzip copy of a file when the browser takes it (web/vite.config.ts); hashed assets are
    // immutable. extensions: the task pane (and any other page of the build) answers without its .html, as in
    // development.
    app.use(
      expressStaticGzip(dist, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: {
          maxAge: '1h',
          extensions: ['html'],
          setHeaders: (res, file) => {
            if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          },
        },
      }),
    );
    app.get(FIRST_SCREEN_ROUTE, firstScreen.route);
    app.get(/.*/, (_req, res) => res.sendFile(path.join(dist, 'index.html')));
    return () => firstScreen.close();
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
