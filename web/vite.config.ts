import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { earlyRequestsPlugin } from './earlyRequestsPlugin';
import { styledComponentIds } from './styledComponentIds';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** A module and every module it imports statically. */
function staticClosure(graph: ModuleGraph, id: string): Set<string> {
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

const MAIN_ENTRY = page('src/main.tsx');
const MATRIX_PAGE = page('src/pages/MatrixDetailPage.tsx');
/**
 * Imported by the entry but used only by lazy pages, left to the bundler's own chunks: the shared package's index
 * re-exports every module, and the bundler keeps each where it is used; these are the ones only lazy pages use (and
 * the libraries only they use). A shared module missing here only makes the first load a little larger.
 */
const NOT_APP =
  /[\\/]shared[\\/]src[\\/](translation|integrity|playbooks)[\\/]|[\\/]shared[\\/]src[\\/](accounts|admin|chat|companySettings|paragraphEdits|playground|prompts|wordDiff|wordDocument|wordRequirements)\.ts$|[\\/]node_modules[\\/](zod|diff|number-to-words)[\\/]/;

/**
 * The chunk a module goes in, for the first load of the matrix page in few files (bench/README.md, P4): `app`, what
 * the web app's entry imports (React, the router, the shell…); `MatrixDetailPage`, the matrix page and what only it
 * imports; `pages-shared`, what it shares with other lazy pages. Other modules are chunked as usual (each lazy page,
 * Sentry…).
 */
function chunkOf(): (id: string, graph: ModuleGraph) => string | null {
  let graphSeen: ModuleGraph | null = null;
  let app = new Set<string>();
  let matrixOnly = new Set<string>();
  let matrixShared = new Set<string>();
  return (id, graph) => {
    if (graph !== graphSeen) {
      graphSeen = graph;
      app = new Set([...staticClosure(graph, MAIN_ENTRY)].filter((module) => !NOT_APP.test(module)));
      const matrix = new Set([...staticClosure(graph, MATRIX_PAGE)].filter((module) => !app.has(module)));
      // Only what no other page imports: a module imported from outside the page's own code stays out.
      matrixOnly = new Set(matrix);
      matrixShared = matrix;
      for (let changed = true; changed; ) {
        changed = false;
        for (const module of matrixOnly) {
          const info = graph.getModuleInfo(module);
          const outside = module !== MATRIX_PAGE && [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((importer) => !matrixOnly.has(importer));
          if (outside) {
            matrixOnly.delete(module);
            changed = true;
          }
        }
      }
    }
    // The entry module itself stays in the entry chunk: index.html keeps its one module script (api/src/firstScreen.ts).
    if (id === MAIN_ENTRY) return null;
    if (app.has(id)) return 'app';
    if (matrixOnly.has(id)) return 'MatrixDetailPage';
    // What the matrix page shares with other lazy pages (the dialog and its fields, the push poller): one chunk more.
    if (matrixShared.has(id) && !NOT_APP.test(id)) return 'pages-shared';
    return null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The same class names in the server's first screen and in the browser's app, which hydrates it (web/src/main.tsx).
    styledComponentIds(fileURLToPath(new URL('..', import.meta.url))),
    earlyRequestsPlugin(fileURLToPath(new URL('.', import.meta.url))),
    // Brotli and gzip copies of the scripts next to them, served as they are (api/src/web.ts): no compression work per
    // request while a page loads.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg)$/ }),
  ],
  // Pre-bundled at start: discovered later, on the first visit of /admin, Vite would reload the page under the user.
  optimizeDeps: { include: ['recharts'] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // One build, shared chunks: the web app, the Word task pane that mounts the same app with a document host, and
    // the playground (simulated Word beside the task pane) with its pane.
    rollupOptions: {
      input: {
        main: page('index.html'),
        taskpane: page('taskpane.html'),
        playground: page('playground.html'),
        playgroundPane: page('playground-pane.html'),
      },
      // Few files for a page's first load (bench/README.md, P4): the browser asks a server over HTTP/1.1 six files at
      // a time, and the 28 small chunks the matrix page needed came in five rounds after its first screen was painted.
      // What the app loads at start goes in one chunk, the matrix page's code in two more (chunkOf).
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: { groups: [{ name: chunkOf(), debugName: 'app, MatrixDetailPage, pages-shared', includeDependenciesRecursively: false }] },
            // Modules grouped into one chunk still run in their import order (the playground pane's host is set before
            // the app's modules read it).
            strictExecutionOrder: true,
          },
    },
  },
}));
