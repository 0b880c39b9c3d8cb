import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { earlyRequestsPlugin } from './earlyRequestsPlugin';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
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
    },
  },
});
