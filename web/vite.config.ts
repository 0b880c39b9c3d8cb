import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // One build, shared chunks: the web app, and the Word task pane that mounts the same app with a document host.
    rollupOptions: { input: { main: page('index.html'), taskpane: page('taskpane.html') } },
  },
});
