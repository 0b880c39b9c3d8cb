import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as deepl from 'deepl-node';
import { TRANSLATION_SERVER_MESSAGES, baseLanguage, isTranslationSourceLanguage, isTranslationTargetLanguage, type GlossaryEntry } from '@arcline/shared';
import { EngineQuotaExceededError } from './engineErrors';
import type { EngineFileKind, EngineOptions, LanguagePair, TranslationEngineClient } from './types';

export interface DeeplOptions {
  authKey: string;
  /** Another endpoint (the tests' fake DeepL); unset means DeepL's own, free or pro by the key. */
  serverUrl?: string;
}

/** Legal text reads formal; DeepL applies it where the target has formality and ignores it elsewhere. */
const FORMALITY: deepl.Formality = 'prefer_more';

/**
 * DeepL's 456 is its own quota: no retry helps. 429 and 5xx stay ordinary errors, which Temporal retries. Document
 * translation wraps the HTTP error in a DocumentTranslationError.
 */
function mapped(error: unknown): unknown {
  const cause = error instanceof deepl.DocumentTranslationError ? error.error : error;
  return cause instanceof deepl.QuotaExceededError ? new EngineQuotaExceededError(TRANSLATION_SERVER_MESSAGES.engineQuotaExceeded, { cause: error }) : error;
}

/** DeepL through deepl-node: text and whole documents for every language of spec 02 §3, en-US/en-GB included. */
export function createDeeplEngine(options: DeeplOptions): TranslationEngineClient {
  // Retries are Temporal's (its policy sees 429/5xx as retryable); the client gives up at once.
  const translator = new deepl.Translator(options.authKey, { serverUrl: options.serverUrl, maxRetries: 0 });
  const codes = (pair: LanguagePair) => [pair.source as deepl.SourceLanguageCode, pair.target as deepl.TargetLanguageCode] as const;
  /** DeepL glossaries cannot be edited: one per content, created on first use and kept for this process. */
  const glossaries = new Map<string, Promise<deepl.GlossaryInfo>>();

  function glossaryOf(pair: LanguagePair, entries: readonly GlossaryEntry[] | undefined): Promise<deepl.GlossaryInfo> | undefined {
    if (!entries?.length) return undefined;
    const [source, target] = [baseLanguage(pair.source), baseLanguage(pair.target)];
    const key = createHash('sha256').update(JSON.stringify([source, target, entries])).digest('hex');
    let glossary = glossaries.get(key);
    if (!glossary) {
      const terms = new deepl.GlossaryEntries({ entries: Object.fromEntries(entries.map((entry) => [entry.source, entry.target])) });
      glossary = translator.createGlossary(`arcline-${key.slice(0, 16)}`, source as deepl.LanguageCode, target as deepl.LanguageCode, terms);
      glossaries.set(key, glossary);
      // A failed creation is not kept: the next translation tries again.
      glossary.catch(() => glossaries.delete(key));
    }
    return glossary;
  }

  return {
    name: 'deepl',
    async serves(pair) {
      return isTranslationSourceLanguage(pair.source) && isTranslationTargetLanguage(pair.target);
    },
    async translateText(text, pair, options: EngineOptions = {}) {
      try {
        const glossary = await glossaryOf(pair, options.glossary);
        return (await translator.translateText(text, ...codes(pair), { formality: FORMALITY, ...(glossary ? { glossary } : {}) })).text;
      } catch (error) {
        throw mapped(error);
      }
    },
    async translateFile(file: { bytes: Buffer; kind: EngineFileKind }, pair, options: EngineOptions = {}) {
      const folder = await mkdtemp(path.join(tmpdir(), 'arcline-deepl-'));
      try {
        const glossary = await glossaryOf(pair, options.glossary);
        const output = path.join(folder, `translated.${file.kind}`);
        await translator.translateDocument(file.bytes, output, ...codes(pair), {
          filename: `document.${file.kind}`,
          formality: FORMALITY,
          ...(glossary ? { glossary } : {}),
        });
        return await readFile(output);
      } catch (error) {
        throw mapped(error);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
