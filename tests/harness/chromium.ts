/** Debian's Chromium for the browser tests, the benches and the first-run check (no Vitest here: plain scripts use it). */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's chromium, headless, with the flags this closed network needs. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = CANDIDATES.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!executablePath) throw new Error('Chromium not found: install Debian\'s `chromium` package (apt-get install chromium) or set CHROMIUM_PATH');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
