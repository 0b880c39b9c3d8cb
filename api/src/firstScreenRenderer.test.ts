import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Configuration, EntityEnvelope, MatrixDetail } from '@arcline/shared';
import { workerRenderer } from './firstScreenRenderer';

/**
 * A server entry shaped as web/src/entry-server.tsx's: its render is synchronous and holds its thread, as React's render
 * to a string does. Given a shared flag (envelope.release), it holds the thread until the flag is set or 5 s have
 * passed, and says which: on the API's own thread nothing could set the flag meanwhile. A matrix id 'fail' throws, and
 * 'exit' ends the thread.
 */
const ENTRY = `
export async function renderMatrixFirstScreen(path, matrixId, envelope, configuration, cookieHeader, locale) {
  if (matrixId === 'fail') throw new Error('render failed');
  if (matrixId === 'exit') process.exit(3);
  let held = '';
  if (envelope.release) {
    const flag = new Int32Array(envelope.release);
    held = Atomics.wait(flag, 0, 0, 5000) === 'timed-out' ? ' (held until the limit)' : ' (released)';
  }
  return { html: '<p>' + envelope.entity.name + ' ' + path + ' ' + cookieHeader + ' ' + locale + held + '</p>', styles: '<style></style>' };
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
    const release = new SharedArrayBuffer(4);
    let rendered = false;
    const render = renderer
      .renderMatrixFirstScreen('/matrix/m', 'm', { ...envelope, release } as unknown as EntityEnvelope<MatrixDetail>, configuration, 'a=1', 'en-GB')
      .then((screen) => {
        rendered = true;
        return screen;
      });
    // A timer stands for a request for a preloaded script: it fires while the render still holds its thread, and
    // then lets the render end. On the API's thread, the render would hold the timer until its 5 s limit.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rendered).toBe(false);
    const flag = new Int32Array(release);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
    expect(await render).toEqual({ html: '<p>Leases /matrix/m a=1 en-GB (released)</p>', styles: '<style></style>' });
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
