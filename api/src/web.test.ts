import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuildFiles } from './web';

/** A build folder shaped as web/dist: HTML entry points, hashed assets, their brotli and gzip copies, an icon. */
const dist = mkdtempSync(path.join(tmpdir(), 'web-build-'));
function write(file: string, text: string, compressed = false) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
  if (compressed) {
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  }
}

describe('the cache headers of the web build (issue 31, 31d)', () => {
  let server: ReturnType<express.Express['listen']>;
  let base = '';
  beforeAll(async () => {
    for (const page of ['index.html', 'taskpane.html', 'playground.html', 'playground-pane.html']) write(page, `<html>${page}</html>`, true);
    write('addin/commands.html', '<html>commands</html>');
    write('assets/main-AbCdEf12.js', 'console.log(1)', true);
    write('favicon.svg', '<svg/>');
    const app = express();
    serveBuildFiles(app, dist);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const cacheControl = async (url: string, encoding: string) => {
    const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': encoding } });
    expect(response.status).toBe(200);
    return response.headers.get('cache-control');
  };

  it('revalidates the HTML entry points (the task pane, the playground), with or without .html and compressed or not', async () => {
    for (const url of ['/taskpane.html', '/taskpane', '/playground', '/playground-pane.html', '/addin/commands.html']) {
      for (const encoding of ['br', 'gzip', 'identity']) expect(await cacheControl(url, encoding), `${url} ${encoding}`).toBe('no-cache');
    }
  });

  it('keeps the long cache of hashed assets, and an hour for other files', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) expect(await cacheControl('/assets/main-AbCdEf12.js', encoding)).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/favicon.svg', 'identity')).toBe('public, max-age=3600');
  });
});
