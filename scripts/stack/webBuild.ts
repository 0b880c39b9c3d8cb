/**
 * The production build of the web app that `npm start` serves: built once, and again only when its sources changed.
 * The sources' digest (web, addin and shared sources, the lock file) is kept next to the build in `.source-hash`.
 *
 * Vite's build() sets `process.env.NODE_ENV = 'production'` in the process that calls it, so the build runs in a child
 * process of its own (scripts/buildWeb.ts): a launcher that built in-process handed that NODE_ENV to the worker and the
 * API it spawned afterwards, which then refused the development JWT secret (issue 25: the first `npm start` failed).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN } from '@arcline/shared';
import { projectRoot } from './paths';

export const webRoot = path.join(projectRoot, 'web');
export const webDist = path.join(webRoot, 'dist');
const HASH_FILE = '.source-hash';
const SOURCES = ['web', 'scripts/stack/webBuild.ts', 'addin/src', 'addin/package.json', 'shared/src', 'shared/package.json', 'package-lock.json'];
const SKIPPED = new Set(['node_modules', 'dist', '.vite']);

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((child) => !SKIPPED.has(child.name))
    .flatMap((child) => filesUnder(path.join(entry, child.name)));
}

/** One digest of every source the bundle is built from (paths and contents). */
export function webSourceHash(root = projectRoot): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((source) => filesUnder(path.join(root, source))).sort()) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The build's digest when it was made, or null without a build. */
function builtHash(dist: string): string | null {
  const file = path.join(dist, HASH_FILE);
  return existsSync(path.join(dist, 'index.html')) && existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/**
 * Builds web/dist unless it was built from the same sources; answers its directory. The build runs in a child process:
 * this process's environment is left exactly as it was.
 */
export async function ensureWebBuild(say: (line: string) => void, dist = webDist): Promise<string> {
  if (builtHash(dist) === webSourceHash()) {
    say(`  ✓ Web app build           up to date (${path.relative(projectRoot, dist)})`);
    return dist;
  }
  say('  … Building the web app (production; once, and again only when its sources change)');
  const started = Date.now();
  const script = path.join(projectRoot, 'scripts/buildWeb.ts');
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', script, dist], { cwd: projectRoot, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve();
      reject(new Error(`the web app's build failed (${error.message.split('\n')[0]}):\n${`${stdout}${stderr}`.trim().split('\n').slice(-30).join('\n')}`));
    });
  });
  say(`  ✓ Web app built           in ${((Date.now() - started) / 1000).toFixed(1)} s (${path.relative(projectRoot, dist)})`);
  return dist;
}

/** The build itself, in the calling process (which Vite marks as production): only scripts/buildWeb.ts calls it. */
export async function buildWebInThisProcess(dist = webDist): Promise<void> {
  const hash = webSourceHash();
  const { build } = await import('vite');
  // The module runner loads the configuration's plugins, which import shared modules, as the dev server does.
  const config = { root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), configLoader: 'runner', logLevel: 'warn' } as const;
  await build({ ...config, build: { outDir: dist, emptyOutDir: true } });
  // The first screen's server entry (api/src/firstScreen.ts): one self-contained module in a directory never served.
  await build({
    ...config,
    build: { ssr: 'src/entry-server.tsx', outDir: path.join(dist, FIRST_SCREEN.serverDir), emptyOutDir: true, sourcemap: false, copyPublicDir: false },
    ssr: { noExternal: true },
    // React's production build in the server entry, as in the browser's, whatever NODE_ENV the API runs with; Vite
    // compiles JSX for React's development build when the build runs under another NODE_ENV (the tests'), and then
    // React is chosen at run time.
    define: process.env.NODE_ENV === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  });
  writeFileSync(path.join(dist, HASH_FILE), `${hash}\n`);
}
