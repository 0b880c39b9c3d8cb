import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, type WorkerOptions } from '@temporalio/worker';
import type { RuntimeConfig } from '@arcline/shared';
import { workflowInterceptorsPath } from './errorReportingWorkerOptions';

// The bundler takes file paths: the workflow sources are found through @arcline/workflows's exports.
const resolve = createRequire(import.meta.url).resolve;
/** Every workflow, for the main task queue's worker. */
export const workflowsPath = resolve('@arcline/workflows');
/** The cell workflow, its fan-out and its cancellation only: the matrix worker's bundle stays small and starts fast. */
export const matrixWorkflowsPath = resolve('@arcline/workflows/matrix');

const SOURCES = { main: workflowsPath, matrix: matrixWorkflowsPath } as const;
export type WorkflowBundleName = keyof typeof SOURCES;

/**
 * Modules evaluated once per worker thread and shared by every workflow run (the reusable V8 context), instead of once
 * per run: constants and texts only, which hold no per-workflow state. Without this, each matrix cell's run evaluated
 * the contracts again.
 */
export const PRELOADED_WORKFLOW_MODULES = ['@arcline/shared/contracts', '@arcline/shared/workflow'];

/**
 * Bundles the workflows of both workers (with the error-reporting interceptor) into `dir`/main.js and matrix.js, for
 * WORKFLOW_BUNDLE_DIR: `tsx worker/src/workflowBundles.ts <dir>` (a build step, or a test that starts several
 * worker processes).
 */
export async function writeWorkflowBundles(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const [name, sourcePath] of Object.entries(SOURCES)) {
    const { code } = await bundleWorkflowCode({ workflowsPath: sourcePath, workflowInterceptorModules: [workflowInterceptorsPath], preloadModules: PRELOADED_WORKFLOW_MODULES });
    writeFileSync(path.join(dir, `${name}.js`), code);
  }
}

/** A worker's workflow code: the prebuilt bundle when WORKFLOW_BUNDLE_DIR is set, else the sources, bundled at start. */
export function workflowCode(
  config: Pick<RuntimeConfig, 'WORKFLOW_BUNDLE_DIR'>,
  name: WorkflowBundleName,
): Pick<WorkerOptions, 'workflowsPath' | 'workflowBundle' | 'bundlerOptions'> {
  return config.WORKFLOW_BUNDLE_DIR
    ? { workflowBundle: { codePath: path.join(config.WORKFLOW_BUNDLE_DIR, `${name}.js`) } }
    : { workflowsPath: SOURCES[name], bundlerOptions: { preloadModules: PRELOADED_WORKFLOW_MODULES } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx worker/src/workflowBundles.ts <dir>');
  await writeWorkflowBundles(dir);
  console.log(`workflow bundles written to ${dir}`);
}
