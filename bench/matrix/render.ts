/**
 * Render time of the Matrix Review results table with 1,000 documents × 20 columns in Chromium: the production build
 * of the real MatrixTable (React, styled-components, @tanstack/react-virtual) on a page of its own, measured from
 * render() to the first painted frame with cells; then how many cells are in the DOM, and the frame time while the
 * table is scrolled to the far corner in 60 steps.
 *
 *   npx tsx bench/matrix/render.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { launchChromium } from '../../tests/harness/browser';
import type { RenderBenchResult } from './render/main';

const ROWS = 1000;
const COLUMNS = 20;
const VIEWPORT = { width: 1400, height: 900 };
const RUNS = 5;

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, 'render');
  const outDir = mkdtempSync(path.join(tmpdir(), 'arcline-render-bench-'));
  await build({ root, plugins: [react()], logLevel: 'error', mode: 'production', build: { outDir, emptyOutDir: true } });
  const server = await preview({ root, build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server has no URL');
  const browser = await launchChromium();
  try {
    console.log(`Matrix table render: ${ROWS} rows × ${COLUMNS} columns (${ROWS * (COLUMNS + 1)} cells with the Document column), viewport ${VIEWPORT.width}×${VIEWPORT.height}, ${RUNS} runs`);
    const results: RenderBenchResult[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage({ viewport: VIEWPORT });
      await page.goto(url);
      await page.waitForFunction(() => typeof window.runMatrixRenderBench === 'function');
      results.push(await page.evaluate(([rows, columns]) => window.runMatrixRenderBench(rows!, columns!), [ROWS, COLUMNS]));
      await page.close();
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const first = results[0]!;
    console.log(`  first render (render() to painted cells)  median ${median(results.map((r) => r.firstRenderMs)).toFixed(0)} ms (runs: ${results.map((r) => r.firstRenderMs.toFixed(0)).join(', ')})`);
    console.log(`  cells in the DOM                          ${first.renderedCellsAtStart} at the top-left, ${first.renderedCellsAfterScroll} at the bottom-right (of ${ROWS * (COLUMNS + 1)})`);
    console.log(`  scrolling to the far corner               median of mean frame ${median(results.map((r) => r.scrollFrameMsMean)).toFixed(1)} ms, worst frame ${Math.max(...results.map((r) => r.scrollFrameMsMax)).toFixed(0)} ms (${first.scrollFrames} steps, 2 frames each)`);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
