import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baseLanguage } from '@arcline/shared';
import { runCommand } from './runCommand';
import type { EngineFileKind, LanguagePair, TranslationEngineClient } from './types';

/** Apertium's names of the spec's languages it has Debian pairs for (da, nb, sv among themselves). */
export const APERTIUM_LANGUAGE_CODES: Readonly<Record<string, string>> = { da: 'dan', nb: 'nob', sv: 'swe' };

const TEXT_TIMEOUT_MS = 60_000;
const FILE_TIMEOUT_MS = 10 * 60_000;

export interface ApertiumOptions {
  /** The apertium program (Debian's /usr/bin/apertium by default). */
  command?: string;
}

/** Apertium's mode name for a pair, e.g. da → nb is `dan-nob`; undefined when a language has no Apertium name. */
export function apertiumMode(pair: LanguagePair): string | undefined {
  const source = APERTIUM_LANGUAGE_CODES[baseLanguage(pair.source)];
  const target = APERTIUM_LANGUAGE_CODES[baseLanguage(pair.target)];
  return source && target ? `${source}-${target}` : undefined;
}

/**
 * The offline engine: Apertium run as a child process. APERTIUM_TRANSFUSE=no keeps bold and italics of office files
 * (its transfuse step would merge formatted runs); -u leaves unknown words unmarked instead of prefixing `*`.
 */
export function createApertiumEngine(options: ApertiumOptions = {}): TranslationEngineClient {
  const command = options.command ?? 'apertium';
  const env = { ...process.env, APERTIUM_TRANSFUSE: 'no' };
  let installedModes: Promise<Set<string>> | undefined;

  function modes(): Promise<Set<string>> {
    installedModes ??= runCommand(command, ['-l'], { env, timeoutMs: TEXT_TIMEOUT_MS })
      .then((listing) => new Set(listing.split(/\s+/).filter(Boolean)))
      .catch(() => new Set<string>());
    return installedModes;
  }

  function requireMode(pair: LanguagePair): string {
    const mode = apertiumMode(pair);
    if (!mode) throw new Error(`Apertium has no pair for ${pair.source} to ${pair.target}.`);
    return mode;
  }

  /** Input and output are files: Apertium reads stdin through /dev/stdin, which Node's socket pipes do not provide. */
  async function translateInFolder(bytes: Buffer, kind: EngineFileKind, pair: LanguagePair): Promise<Buffer> {
    const folder = await mkdtemp(path.join(tmpdir(), 'arcline-apertium-'));
    try {
      const input = path.join(folder, `source.${kind}`);
      const output = path.join(folder, `translated.${kind}`);
      await writeFile(input, bytes);
      await runCommand(command, ['-u', '-f', kind, requireMode(pair), input, output], { env, timeoutMs: FILE_TIMEOUT_MS });
      return await readFile(output);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  return {
    name: 'apertium',
    async serves(pair) {
      const mode = apertiumMode(pair);
      return mode !== undefined && (await modes()).has(mode);
    },
    async translateText(text, pair) {
      const translated = await translateInFolder(Buffer.from(text, 'utf8'), 'txt', pair);
      const output = translated.toString('utf8');
      return text.endsWith('\n') ? output : output.replace(/\n$/, '');
    },
    translateFile(file: { bytes: Buffer; kind: EngineFileKind }, pair) {
      return translateInFolder(file.bytes, file.kind, pair);
    },
  };
}
