import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { FIRST_SCREEN_ROUTE, firstScreenRoute, type FirstScreenDeps } from './firstScreen';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

/**
 * Serves the web app on the API's origin: the built bundle when WEB_DIST (or web/dist in production) exists,
 * otherwise Vite in middleware mode for development, so `/` and `/api` always share one origin.
 */
export async function mountWeb(app: Express, deps: FirstScreenDeps): Promise<() => Promise<void>> {
  const { config } = deps;
  const dist = config.WEB_DIST ?? (config.NODE_ENV === 'production' ? path.join(webRoot, 'dist') : undefined);
  if (dist && existsSync(dist)) {
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
    // A matrix's page painted by the server before the app's scripts run (api/src/firstScreen.ts).
    app.get(FIRST_SCREEN_ROUTE, await firstScreenRoute(deps, dist));
    app.get(/.*/, (_req, res) => res.sendFile(path.join(dist, 'index.html')));
    return async () => undefined;
  }
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    // Loads the configuration (and its early-requests plugin, which imports shared modules) through Vite's module runner.
    configLoader: 'runner',
    server: { middlewareMode: true, hmr: { port: config.PORT + 10000 } },
    appType: 'spa',
    logLevel: 'warn',
  });
  app.use(vite.middlewares);
  return () => vite.close();
}
