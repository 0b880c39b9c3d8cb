import type { Express } from 'express';

export interface ApiRoute {
  method: string;
  /** Express path with its `:params`, e.g. `/api/matrices/:id`. */
  path: string;
}

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/** Every route of the app, read from Express's own router (so a new route appears here without a test change). */
export function routeTable(app: Express): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, enabled] of Object.entries(layer.route.methods)) {
          if (enabled && method !== '_all') routes.push({ method: method.toUpperCase(), path: prefix + layer.route.path });
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  return routes.filter((route) => route.path.startsWith('/api/'));
}
