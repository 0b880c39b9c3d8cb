import { isTranslationSourceLanguage, isTranslationTargetLanguage, translationLanguageLabel } from '@arcline/shared';
import { createClaudeToolCaller, type ClaudeCallerDeps } from '../ai/claude/claudeProvider';
import { INSTRUCTIONS } from '../ai/tools/instructions';
import { SEGMENT_TRANSLATION_TOOL } from '../ai/tools/tasks';
import { protectedTerms } from './protectedTerms';
import { translateFileBySegments } from './segments';
import type { EngineOptions, LanguagePair, TranslationEngineClient } from './types';

/** One request carries segments up to this many characters (the answer, about as long, must fit max_tokens). */
const BATCH_CHARS = 6000;
const BATCH_SEGMENTS = 100;

/** Segments in requests of at most BATCH_CHARS characters (a longer segment goes alone). */
function batchesOf(segments: string[]): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const segment of segments) {
    if (current.length > 0 && (size + segment.length > BATCH_CHARS || current.length >= BATCH_SEGMENTS)) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(segment);
    size += segment.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Claude as a translation engine (used when ANTHROPIC_API_KEY is set and DEEPL_API_KEY is not): text and files are
 * translated segment by segment (see segments.ts) through a forced tool, in batches, reporting progress per batch.
 * Glossary terms travel as placeholders Claude is told to copy.
 */
export function createClaudeTranslationEngine(deps: ClaudeCallerDeps): TranslationEngineClient {
  const { callTool } = createClaudeToolCaller(deps);

  async function translateSegments(segments: string[], pair: LanguagePair, options: EngineOptions): Promise<string[]> {
    const terms = protectedTerms(options.glossary ?? []);
    const batches = batchesOf(segments.map((segment) => terms.protect(segment)));
    const total = batches.reduce((sum, batch) => sum + batch.join('').length, 0) || 1;
    const translated: string[] = [];
    let done = 0;
    for (const batch of batches) {
      const { value } = await callTool({
        task: 'translate',
        tool: SEGMENT_TRANSLATION_TOOL,
        instructions: INSTRUCTIONS.translateSegments,
        messages: [
          {
            role: 'user',
            content: `Translate from ${translationLanguageLabel(pair.source)} into ${translationLanguageLabel(pair.target)}:\n${JSON.stringify(batch)}`,
          },
        ],
        check: ({ translations }) =>
          translations.length === batch.length ? null : `${translations.length} translations for ${batch.length} segments`,
      });
      translated.push(...value.translations.map((translation) => terms.restore(translation)));
      done += batch.join('').length;
      if (batches.length > 1) options.onProgress?.(done / total);
    }
    return translated;
  }

  return {
    name: 'claude',
    async serves(pair) {
      return isTranslationSourceLanguage(pair.source) && isTranslationTargetLanguage(pair.target);
    },
    async translateText(text, pair, options = {}) {
      const translated = await translateFileBySegments({ bytes: Buffer.from(text, 'utf8'), kind: 'txt' }, (segments) => translateSegments(segments, pair, options));
      return translated.toString('utf8');
    },
    translateFile(file, pair, options = {}) {
      return translateFileBySegments(file, (segments) => translateSegments(segments, pair, options));
    },
  };
}
