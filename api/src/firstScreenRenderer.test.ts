import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Configuration, EntityEnvelope, MatrixDetail } from '@arcline/shared';
import { workerRenderer } from './firstScreenRenderer';

/**
 * A server entry shaped as web/src/entry-server.tsx's: its render is synchronous and takes 300 ms, as React's render
 * to a string holds its thread; a matrix id 'fail' throws, and 'exit' ends the thread.
 */
const ENTRY = `
export async function renderMatrixFirstScreen(path, matrixId, envelope, configuration, cookieHeader, locale) {
  if (matrixId === 'fail') throw new Error('render failed');
  if (matrixId === 'exit') process.exit(3);
  const until = Date.now() + 300;
  while (Date.now() < until);
  return { html: '<p>' + envelope.entity.name + ' ' + path + ' ' + cookieHeader + ' ' + locale + '</p>', styles: '<style></style>' };
}
export async function warmUp() {}
`;

const dir = mkdtempSync(path.join(tmpdir(), 'first-screen-renderer-'));
const entry = path.join(dir, 'entry-server.mjs');
writeFileSync(entry, ENTRY);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const envelope = { entity: { name: 'Leases' } } as unknown as EntityEnvelope<MatrixDetail>;
const configuration = {} as Configuration;

describe('the first screen rendered on a worker thread', () => {
  const renderer = workerRenderer(pathToFileURL(entry).href);

  it('answers with what the entry renders, and the API thread serves other work meanwhile', async () => {
    await renderer.warmUp();
    const started = performance.now();
    let rendered = NaN;
    const render = renderer.renderMatrixFirstScreen('/matrix/m', 'm', envelope, configuration, 'a=1', 'en-GB').then((screen) => {
      rendered = performance.now() - started;
      return screen;
    });
    // A timer due in 20 ms stands for a request for a preloaded script: it must not wait for the render's 300 ms.
    const ticked = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - started), 20));
    expect(await render).toEqual({ html: '<p>Leases /matrix/m a=1 en-GB</p>', styles: '<style></style>' });
    expect(ticked).toBeLessThan(150);
    expect(rendered).toBeGreaterThanOrEqual(300);
    expect(ticked).toBeLessThan(rendered);
  });

  it('rejects a render that throws, and the next one is rendered', async () => {
    await expect(renderer.renderMatrixFirstScreen('/matrix/fail', 'fail', envelope, configuration, '')).rejects.toThrow(/render failed/);
    await expect(renderer.renderMatrixFirstScreen('/matrix/m', 'm', envelope, configuration, '')).resolves.toMatchObject({ html: expect.stringContaining('Leases') });
  });

  it('rejects a render whose worker ended, and starts a new worker for the next', async () => {
    await expect(renderer.renderMatrixFirstScreen('/matrix/exit', 'exit', envelope, configuration, '')).rejects.toThrow(/exited \(3\)/);
    await expect(renderer.renderMatrixFirstScreen('/matrix/m', 'm', envelope, configuration, '')).resolves.toMatchObject({ html: expect.stringContaining('Leases') });
  });
});
