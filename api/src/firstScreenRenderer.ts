import { Worker } from 'node:worker_threads';
import type { Configuration, EntityEnvelope, MatrixDetail } from '@arcline/shared';

/** The server entry of the web build (web/src/entry-server.tsx). */
export interface FirstScreenRenderer {
  renderMatrixFirstScreen(
    path: string,
    matrixId: string,
    envelope: EntityEnvelope<MatrixDetail>,
    configuration: Configuration,
    cookieHeader: string,
    locale?: string,
  ): Promise<{ html: string; styles: string } | null>;
  warmUp(): Promise<void>;
}

/**
 * The worker's module (a data: URL, so it runs the same under tsx and in the built API): it imports the web build's
 * server entry and answers each call with its result or its error's text.
 */
const WORKER_SOURCE = `
import { parentPort, workerData } from 'node:worker_threads';
const renderer = await import(workerData.entry);
parentPort.on('message', ({ id, name, args }) => {
  Promise.resolve()
    .then(() => renderer[name](...args))
    .then((result) => parentPort.postMessage({ id, result: result ?? null }), (error) => parentPort.postMessage({ id, error: String(error && error.stack || error) }));
});
`;

type Call = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * The first screen's render on a worker thread (issue 31). React's render to a string is synchronous: on the API's
 * thread it held the event loop for the whole render (20-170 ms on two shared cores), and the browser's requests for
 * the scripts the head sent at once preloads, which come while the server renders, were answered only after it, with
 * the HTML instead of before (bench-31h: the six scripts' responses at 199-204 ms, the HTML's end at 205). On a worker,
 * the API's thread serves them while the screen is rendered. A worker that fails is started again at the next call;
 * a call it had not answered rejects, and the route then sends the plain page.
 */
export function workerRenderer(entryUrl: string): FirstScreenRenderer {
  let worker: Worker | null = null;
  let nextId = 0;
  const calls = new Map<number, Call>();
  const failAll = (error: Error) => {
    for (const call of calls.values()) call.reject(error);
    calls.clear();
    worker = null;
  };
  const started = () => {
    if (worker) return worker;
    const created = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WORKER_SOURCE)}`), { workerData: { entry: entryUrl } });
    created.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const call = calls.get(id);
      calls.delete(id);
      if (!call) return;
      if (error === undefined) call.resolve(result);
      else call.reject(new Error(`first screen render failed on its worker: ${error}`));
    });
    created.on('error', (error) => {
      if (worker === created) failAll(error);
    });
    created.on('exit', (code) => {
      if (worker === created) failAll(new Error(`the first screen's worker exited (${code})`));
    });
    // The API's process ends when its server does, whatever the worker is doing.
    created.unref();
    worker = created;
    return created;
  };
  const call = <T>(name: keyof FirstScreenRenderer, args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      const id = (nextId += 1);
      calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
      started().postMessage({ id, name, args });
    });
  return {
    renderMatrixFirstScreen: (...args) => call<{ html: string; styles: string } | null>('renderMatrixFirstScreen', args),
    warmUp: () => call<void>('warmUp', []),
  };
}
