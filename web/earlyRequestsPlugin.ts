import path from 'node:path';
import type { Plugin } from 'vite';
// The build configuration runs in Node before any TypeScript loader: shared's zod-free modules by path, bundled with it.
import { MATRIX_PAGE_ROWS } from '../shared/src/constants';
import { FIRST_SCREEN, STORAGE_KEYS, WEB_ROUTES } from '../shared/src/webRoutes';
import { earlyRequestsScript, type EarlyRequestPlan } from '../shared/src/earlyRequestPlan';
import { SAME_ORIGIN_API_BASE_URL } from './src/api/apiBaseUrl';
import { EARLY_REQUESTS_GLOBAL, startEarlyRequests } from './src/api/earlyRequests';
import { queryString } from './src/api/queryString';
import { configurationPath } from './src/modules/configuration/utils/configurationQueryKey';

/** The configuration as the app's API client asks for it (web/src/modules/configuration/api/fetchConfiguration.ts). */
const CONFIGURATION_REQUEST = `${SAME_ORIGIN_API_BASE_URL}${configurationPath}`;

/** The routes whose first data and code index.html asks for before the app has loaded, by their page module. */
const EARLY_ROUTES = [
  {
    // /matrix/:id: the first page of rows, as the route's loader asks for it (matrixDetailQuery.ts).
    path: `^${WEB_ROUTES.matrix}/([0-9a-fA-F-]{36})/?$`,
    request: `${SAME_ORIGIN_API_BASE_URL}/matrices/$1${queryString({ offset: 0, limit: MATRIX_PAGE_ROWS })}`,
    page: 'src/pages/MatrixDetailPage.tsx',
  },
];

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
}

/**
 * Inlines `startEarlyRequests` (src/api/earlyRequests.ts) into the built index.html, ahead of the module scripts,
 * with the plan of EARLY_ROUTES: each route's data request and the chunks of its lazy page that the entry does not
 * already preload. The development server has no such script; the app then asks as usual.
 */
export function earlyRequestsPlugin(webRoot: string): Plugin {
  return {
    name: 'arcline-early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || path.resolve(context.filename) !== path.join(webRoot, 'index.html')) return undefined;
        const chunks = Object.values(context.bundle).filter((output): output is BundleChunk & typeof output => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /** A chunk and every chunk it imports statically. */
        const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === path.join(webRoot, 'index.html'));
        const entryChunks = entry ? closure(entry.fileName) : new Set<string>();
        const plan: EarlyRequestPlan = {
          tokenStorageKey: STORAGE_KEYS.token,
          firstScreenElementId: FIRST_SCREEN.dataElementId,
          firstScreenConfigurationElementId: FIRST_SCREEN.configurationElementId,
          configurationRequest: CONFIGURATION_REQUEST,
          firstScreenPaintedGlobal: FIRST_SCREEN.paintedGlobal,
          firstScreenPaintWaitMs: FIRST_SCREEN.paintWaitMs,
          globalName: EARLY_REQUESTS_GLOBAL,
          routes: EARLY_ROUTES.map((route) => {
            // Its own chunk, or the chunk a code-splitting group put it in (vite.config.ts).
            const pageModule = path.join(webRoot, route.page);
            const page = chunks.find((chunk) => chunk.facadeModuleId === pageModule) ?? chunks.find((chunk) => chunk.moduleIds.includes(pageModule));
            if (!page) throw new Error(`earlyRequestsPlugin: no chunk for ${route.page}`);
            const modules = [...closure(page.fileName)].filter((fileName) => !entryChunks.has(fileName));
            return { path: route.path, request: route.request, modules: modules.map((fileName) => `/${fileName}`) };
          }),
        };
        // Before the entry's module script: the request leaves while the HTML is parsed (the browser's preload scanner
        // may still ask for the entry's modules first, and the six connections are shared; see bench/README.md, P4).
        const script = earlyRequestsScript(startEarlyRequests.toString(), plan);
        const entryScript = html.indexOf('<script type="module"');
        if (entryScript < 0) throw new Error('earlyRequestsPlugin: no module script in index.html');
        return `${html.slice(0, entryScript)}${script}\n    ${html.slice(entryScript)}`;
      },
    },
  };
}
