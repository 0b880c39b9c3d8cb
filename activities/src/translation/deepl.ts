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
  /** The waits between two document status polls; the tests shorten them. */
  pollMs?: { min: number; max: number };
}

/** Document status polls: half DeepL's secondsRemaining apart, at least 1 s and at most 5 s. */
const POLL_MS = { min: 1000, max: 5000 };

/**
 * A document's progress from DeepL's statuses: 0 while queued; while translating, the time spent translating against
 * that time plus DeepL's secondsRemaining. Never goes back, stays below 1 until done.
 */
export function documentProgress(): (status: deepl.DocumentStatus, now: number) => number {
  let startedAt: number | undefined;
  let fraction = 0;
  return (status, now) => {
    if (status.done()) return 1;
    if (status.status !== 'translating') return fraction;
    startedAt ??= now;
    if (status.secondsRemaining !== undefined) {
      const spent = (now - startedAt) / 1000;
      const estimate = spent / (spent + Math.max(0, status.secondsRemaining));
      fraction = Math.min(0.99, Math.max(fraction, Number.isFinite(estimate) ? estimate : 0));
    }
    return fraction;
  };
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
  const pollMs = options.pollMs ?? POLL_MS;
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
    /**
     * The document API step by step (upload, status polls, download) rather than deepl-node's translateDocument, so
     * each status becomes a progress report (documentProgress).
     */
    async translateFile(file: { bytes: Buffer; kind: EngineFileKind }, pair, engineOptions: EngineOptions = {}) {
      const folder = await mkdtemp(path.join(tmpdir(), 'arcline-deepl-'));
      try {
        const glossary = await glossaryOf(pair, engineOptions.glossary);
        const output = path.join(folder, `translated.${file.kind}`);
        const handle = await translator.uploadDocument(file.bytes, ...codes(pair), {
          filename: `document.${file.kind}`,
          formality: FORMALITY,
          ...(glossary ? { glossary } : {}),
        });
        const progress = documentProgress();
        for (;;) {
          const status = await translator.getDocumentStatus(handle);
          if (!status.ok()) throw new deepl.DocumentTranslationError(status.errorMessage ?? 'unknown error', handle);
          if (status.done()) break;
          engineOptions.onProgress?.(progress(status, Date.now()));
          const wait = status.secondsRemaining === undefined ? pollMs.min : (status.secondsRemaining * 1000) / 2;
          await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs.max, Math.max(pollMs.min, wait))));
        }
        await translator.downloadDocument(handle, output);
        return await readFile(output);
      } catch (error) {
        throw mapped(error);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
