import type pg from 'pg';
import { BlobSASPermissions, type ContainerClient } from '@azure/storage-blob';
import { ApplicationFailure, Context, log } from '@temporalio/activity';
import contentDisposition from 'content-disposition';
import { randomUUID } from 'node:crypto';
import {
  AUTO_DETECT_LANGUAGE,
  PUSH_MESSAGE_TYPES,
  TRANSLATION_MESSAGES,
  TRANSLATION_COVERAGE_MAX_WORDS,
  TRANSLATION_PUSH_STATES,
  TRANSLATION_SERVER_MESSAGES,
  BILINGUAL_DOCX_TEXTS,
  deliveredFileName,
  fileExtensionOf,
  isTranslationFileExtension,
  translationMaxBytes,
  type TranslationEngine,
  type TranslationTranslatingPayload,
  type UnknownWord,
} from '@arcline/shared';
import {
  TRANSLATION_FAILURE_TYPES,
  translateFileWorkflowId,
  type TranslateFileSignal,
  type TranslateFileWorkflowInput,
  type TranslateTextWorkflowInput,
} from '@arcline/shared/contracts';
import { ExtractionError } from '../extraction';
import { EngineQuotaExceededError } from './engineErrors';
import { DETECTION_SAMPLE_CHARS, prepareFile } from './prepareFile';
import { bilingualDocx } from './bilingualDocx';
import { placesOf } from './unknownWords';
import { setHtmlLanguage } from './documentText';
import { keepXlsxNamesConsistent } from './xlsxNames';
import { segmentSectionsOf } from './segments';
import { UnsupportedLanguagePairError, engineForDetected, type TranslationRouter } from './translationRouter';
import {
  glossaryFor,
  publishNotification,
  recordTranslationUsage,
  releaseTranslationUsage,
  reserveTranslationUsage,
  type TranslationUsageRecord,
} from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';
import { readStoredPrompt } from '../storedPrompts';
import { toActivityFailure } from '../ai/errors';
import type { EngineFileKind, EngineOptions, LanguagePair } from './types';


/** The translation engines of a worker and its language detection. */
export interface Translator {
  router: TranslationRouter;
  detectLanguage(text: string): string | undefined;
}

const HEARTBEAT_INTERVAL_MS = 10_000;
/** A file's progress is pushed each time it has advanced this many percent (at most 20 pushes a file). */
const PROGRESS_STEP_PERCENT = 5;

const DELIVERED_CONTENT_TYPES: Readonly<Record<string, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** Engine and input errors as Temporal failures: what no retry fixes is non-retryable, the rest is retried. */
function asActivityFailure(error: unknown): unknown {
  if (error instanceof UnsupportedLanguagePairError) {
    log.warn('translation pair not served', { pair: error.pair, operatorDetail: error.operatorDetail });
    return ApplicationFailure.nonRetryable(error.message, TRANSLATION_FAILURE_TYPES.unsupportedLanguage);
  }
  if (error instanceof EngineQuotaExceededError) return ApplicationFailure.nonRetryable(error.message, TRANSLATION_FAILURE_TYPES.engineQuotaExceeded);
  if (error instanceof ExtractionError) return ApplicationFailure.nonRetryable(error.message, TRANSLATION_FAILURE_TYPES.invalidFile);
  // Claude's failures: rate limits and overload retried, invalid requests not; anything else unchanged.
  return toActivityFailure(error);
}

async function failingAsActivity<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asActivityFailure(error);
  }
}

/** Long engine runs report liveness, so a dead worker is noticed within the heartbeat timeout. */
async function withHeartbeat<T>(work: () => Promise<T>): Promise<T> {
  const context = Context.current();
  const timer = setInterval(() => context.heartbeat(), HEARTBEAT_INTERVAL_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/**
 * What every engine's output needs to hold together (issue 30), whichever engine translated it: a page says which
 * language it is in now, and a workbook's table columns and formulas follow its translated cells.
 */
async function consistentTranslation(prepared: { bytes: Buffer; kind: EngineFileKind }, translated: Buffer, target: string): Promise<Buffer> {
  if (prepared.kind === 'html') return Buffer.from(setHtmlLanguage(translated.toString('utf8'), target));
  if (prepared.kind === 'xlsx') return keepXlsxNamesConsistent(prepared.bytes, translated);
  return translated;
}

export function createTranslationActivities(deps: { db: pg.Pool; blobs: ContainerClient; translator: Translator }) {
  const { router } = deps.translator;
  const sql = pgSql(deps.db);

  /** The company's glossary for the pair, and the engines' options with it. */
  async function engineOptions(companyId: string, pair: LanguagePair, onProgress?: (fraction: number) => void): Promise<EngineOptions> {
    const glossary = await glossaryFor(sql, companyId, pair.source, pair.target);
    return { glossary, ...(onProgress ? { onProgress } : {}) };
  }

  /**
   * Pushes `translating` with the percent done as an engine that works piece by piece advances (in steps of
   * PROGRESS_STEP_PERCENT); the engine does not wait for the pushes, which are written in order.
   */
  function progressPublisher(topicId: string): { onProgress(fraction: number): void; flush(): Promise<void> } {
    let lastPercent = 0;
    let chain: Promise<void> = Promise.resolve();
    return {
      onProgress(fraction) {
        const percent = Math.min(99, Math.floor(fraction * 100));
        if (percent - lastPercent < PROGRESS_STEP_PERCENT) return;
        lastPercent = percent;
        Context.current().heartbeat({ percent });
        const payload: TranslationTranslatingPayload = { type: PUSH_MESSAGE_TYPES.translationStateUpdate, state: TRANSLATION_PUSH_STATES.translating, percent };
        chain = chain.then(() => publishNotification(sql, { id: randomUUID(), topicId, payload })).catch(() => undefined);
      },
      flush: () => chain,
    };
  }

  /** Writes the bilingual side-by-side .docx of a translated file beside it. */
  async function storeBilingual(
    blobPrefix: string,
    fileName: string,
    source: { bytes: Buffer; kind: EngineFileKind },
    translated: Buffer,
    pair: LanguagePair,
  ): Promise<{ blobName: string; fileName: string }> {
    const [sourceSections, translatedSections] = await Promise.all([segmentSectionsOf(source), segmentSectionsOf({ bytes: translated, kind: source.kind })]);
    const sections = sourceSections.map((section) => ({
      key: section.key,
      source: section.paragraphs,
      translated: translatedSections.find((candidate) => candidate.key === section.key)?.paragraphs ?? [],
    }));
    const bilingualName = BILINGUAL_DOCX_TEXTS.fileName(fileName);
    const blobName = `${blobPrefix}/bilingual.docx`;
    await deps.blobs.getBlockBlobClient(blobName).uploadData(await bilingualDocx(sections, pair, fileName), {
      blobHTTPHeaders: { blobContentType: DELIVERED_CONTENT_TYPES.docx, blobContentDisposition: contentDisposition(bilingualName) },
    });
    return { blobName, fileName: bilingualName };
  }

  function sourceLanguageOf(requested: string, text: string): string {
    if (requested !== AUTO_DETECT_LANGUAGE) return requested;
    const detected = deps.translator.detectLanguage(text.slice(0, DETECTION_SAMPLE_CHARS));
    if (!detected) throw ApplicationFailure.nonRetryable(TRANSLATION_SERVER_MESSAGES.languageNotDetected, TRANSLATION_FAILURE_TYPES.unsupportedLanguage);
    return detected;
  }

  /**
   * The uploaded file, refused (E004) when it is larger than its type's maximum: the declared size is the client's
   * word, the blob's is not. The download is pinned to the blob checked (its ETag), so a file replaced meanwhile fails.
   */
  async function downloadWithinTypeLimit(blobName: string, fileName: string): Promise<Buffer> {
    const extension = fileExtensionOf(fileName);
    if (!isTranslationFileExtension(extension)) throw new ExtractionError(TRANSLATION_MESSAGES.unsupportedType);
    const blob = deps.blobs.getBlockBlobClient(blobName);
    const { contentLength = 0, etag } = await blob.getProperties();
    if (contentLength > translationMaxBytes(extension)) {
      throw ApplicationFailure.nonRetryable(TRANSLATION_MESSAGES.tooLarge(extension), TRANSLATION_FAILURE_TYPES.fileTooLarge);
    }
    if (contentLength === 0) return Buffer.alloc(0);
    return blob.downloadToBuffer(0, contentLength, { conditions: etag ? { ifMatch: etag } : {} });
  }

  /** Reserves a file's characters against the quota the upload was requested under, or refuses it (E005). */
  async function reserveFileQuota(usage: TranslationUsageRecord, quotaCharacters: number | undefined): Promise<void> {
    const reservation = await reserveTranslationUsage(sql, usage, quotaCharacters ?? Number.MAX_SAFE_INTEGER);
    if (reservation.reserved) return;
    throw ApplicationFailure.nonRetryable(
      TRANSLATION_MESSAGES.fileQuotaExceeded(reservation.charactersUsed, quotaCharacters ?? 0),
      TRANSLATION_FAILURE_TYPES.quotaExceeded,
    );
  }

  return {
    /**
     * Translates text (read from stored_prompts, for its own user; runs started before carry it inline) with the engine
     * of its pair; text already in the target language comes back as it is.
     */
    async translateText(
      input: TranslateTextWorkflowInput & { usageId: string },
    ): Promise<{ translatedText: string; detectedOriginalLanguage: string; engine: TranslationEngine | null; unknownWords?: UnknownWord[] }> {
      const text = 'text' in input ? input.text : (await readStoredPrompt(sql, input.promptId, input.userId)).userPrompt;
      const source = sourceLanguageOf(input.sourceLanguage, text);
      if (source === input.targetLanguage) {
        return { translatedText: text, detectedOriginalLanguage: source, engine: null };
      }
      return failingAsActivity(async () => {
        const { engine, pair } = await engineForDetected(router, { source, target: input.targetLanguage });
        let unknown: readonly string[] | undefined;
        const options = { ...(await engineOptions(input.companyId, pair)), onUnknownWords: (words: readonly string[]) => (unknown = words) };
        const translatedText = await engine.translateText(text, pair, options);
        await recordTranslationUsage(sql, {
          id: input.usageId,
          companyId: input.companyId,
          userId: input.userId,
          kind: 'text',
          characters: text.length,
          engine: engine.name,
        });
        return { translatedText, detectedOriginalLanguage: pair.source, engine: engine.name, ...(unknown ? { unknownWords: placesOf(unknown, translatedText) } : {}) };
      });
    },

    /** Fails (and is retried by its policy) until the browser's PUT has landed in blob storage. */
    async waitForTranslationUpload(blobName: string): Promise<void> {
      if (!(await deps.blobs.getBlockBlobClient(blobName).exists())) {
        throw ApplicationFailure.retryable('The file has not been uploaded yet.', 'UploadPending');
      }
    },

    /**
     * Checks the upload's real size against its type's maximum (E004) and that it is what its name says, reserves its
     * characters against the company's file quota (E005) before any engine runs, translates it keeping its format and
     * stores the delivered file; the reservation is released when anything after it fails.
     */
    async translateUploadedFile(
      input: TranslateFileWorkflowInput & TranslateFileSignal,
    ): Promise<{
    blobName: string;
    fileName: string;
    engine: TranslationEngine;
    detectedOriginalLanguage: string;
    bilingual: { blobName: string; fileName: string } | null;
    coverage?: { unknownWords: string[]; unknownWordCount: number };
  }> {
      return failingAsActivity(() =>
        withHeartbeat(async () => {
          const bytes = await downloadWithinTypeLimit(input.sourceBlobName, input.fileName);
          const prepared = await prepareFile(bytes, input.fileName);
          const { engine, pair } = await engineForDetected(router, { source: sourceLanguageOf(input.sourceLanguage, prepared.sample), target: input.targetLanguage });
          const usage: TranslationUsageRecord = {
            id: translateFileWorkflowId(input.uploadId),
            companyId: input.companyId,
            userId: input.userId,
            kind: 'file',
            characters: prepared.characters,
            engine: engine.name,
          };
          await reserveFileQuota(usage, input.fileQuotaCharacters);
          try {
            const progress = progressPublisher(input.topicId);
            let unknown: readonly string[] | undefined;
            const options = { ...(await engineOptions(input.companyId, pair, progress.onProgress)), onUnknownWords: (words: readonly string[]) => (unknown = words) };
            const engineOutput = await engine.translateFile({ bytes: prepared.bytes, kind: prepared.kind }, pair, options);
            const translated = await consistentTranslation(prepared, engineOutput, pair.target);
            await progress.flush();
            const fileName = deliveredFileName(input.fileName, pair.target);
            const extension = fileExtensionOf(fileName);
            const blobName = `${input.blobPrefix}/translated.${extension}`;
            await deps.blobs.getBlockBlobClient(blobName).uploadData(translated, {
              blobHTTPHeaders: {
                blobContentType: DELIVERED_CONTENT_TYPES[extension] ?? 'application/octet-stream',
                blobContentDisposition: contentDisposition(fileName),
              },
            });
            const bilingual = input.bilingual ? await storeBilingual(input.blobPrefix, deliveredFileName(input.fileName), { bytes: prepared.bytes, kind: prepared.kind }, translated, pair) : null;
            // What was left untranslated goes with the link (issue 30): the words the engine did not know, each once.
            const coverage = unknown ? { unknownWords: [...new Set(unknown)].slice(0, TRANSLATION_COVERAGE_MAX_WORDS), unknownWordCount: unknown.length } : undefined;
            return { blobName, fileName, engine: engine.name, detectedOriginalLanguage: pair.source, bilingual, ...(coverage ? { coverage } : {}) };
          } catch (error) {
            await releaseTranslationUsage(sql, usage.id);
            throw error;
          }
        }),
      );
    },

    /** Gives a failed translation's reserved characters back (the workflow's failure path); idempotent. */
    async releaseTranslationQuota(uploadId: string): Promise<void> {
      await releaseTranslationUsage(sql, translateFileWorkflowId(uploadId));
    },

    /** A read-only link to the translated file, valid for the expiry the workflow then sleeps through. */
    async signTranslationDownload(input: { blobName: string; expirySeconds: number }): Promise<{ downloadUrl: string; downloadUrlExpiration: string }> {
      const expiresOn = new Date(Date.now() + input.expirySeconds * 1000);
      const downloadUrl = await deps.blobs.getBlockBlobClient(input.blobName).generateSasUrl({ permissions: BlobSASPermissions.parse('r'), expiresOn });
      return { downloadUrl, downloadUrlExpiration: expiresOn.toISOString() };
    },

    /** Deletes an upload's files (the source and the translation); idempotent. */
    async deleteTranslationBlobs(prefix: string): Promise<number> {
      let deleted = 0;
      for await (const blob of deps.blobs.listBlobsFlat({ prefix: `${prefix}/` })) {
        if ((await deps.blobs.deleteBlob(blob.name, { deleteSnapshots: 'include' }).catch(() => null)) !== null) deleted++;
      }
      return deleted;
    },
  };
}
