import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as deepl from 'deepl-node';
import { TRANSLATION_SERVER_MESSAGES, isTranslationSourceLanguage, isTranslationTargetLanguage } from '@arcline/shared';
import { EngineQuotaExceededError } from './engineErrors';
import type { EngineFileKind, LanguagePair, TranslationEngineClient } from './types';

export interface DeeplOptions {
  authKey: string;
  /** Another endpoint (the tests' fake DeepL); unset means DeepL's own, free or pro by the key. */
  serverUrl?: string;
}

/** Legal text reads formal; DeepL applies it where the target has formality and ignores it elsewhere. */
const FORMALITY: deepl.Formality = 'prefer_more';

/** DeepL's 456 is its own quota: no retry helps. 429 and 5xx stay ordinary errors, which Temporal retries. */
function mapped(error: unknown): unknown {
  return error instanceof deepl.QuotaExceededError ? new EngineQuotaExceededError(TRANSLATION_SERVER_MESSAGES.engineQuotaExceeded, { cause: error }) : error;
}

/** DeepL through deepl-node: text and whole documents for every language of spec 02 §3, en-US/en-GB included. */
export function createDeeplEngine(options: DeeplOptions): TranslationEngineClient {
  // Retries are Temporal's (its policy sees 429/5xx as retryable); the client gives up at once.
  const translator = new deepl.Translator(options.authKey, { serverUrl: options.serverUrl, maxRetries: 0 });
  const codes = (pair: LanguagePair) => [pair.source as deepl.SourceLanguageCode, pair.target as deepl.TargetLanguageCode] as const;

  return {
    name: 'deepl',
    async serves(pair) {
      return isTranslationSourceLanguage(pair.source) && isTranslationTargetLanguage(pair.target);
    },
    async translateText(text, pair) {
      try {
        return (await translator.translateText(text, ...codes(pair), { formality: FORMALITY })).text;
      } catch (error) {
        throw mapped(error);
      }
    },
    async translateFile(file: { bytes: Buffer; kind: EngineFileKind }, pair) {
      const folder = await mkdtemp(path.join(tmpdir(), 'arcline-deepl-'));
      try {
        const output = path.join(folder, `translated.${file.kind}`);
        await translator.translateDocument(file.bytes, output, ...codes(pair), { filename: `document.${file.kind}`, formality: FORMALITY });
        return await readFile(output);
      } catch (error) {
        throw mapped(error);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
