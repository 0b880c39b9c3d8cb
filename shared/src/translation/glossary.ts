/** Glossaries: per company, term pairs per language pair, applied by every translation engine (issue 11). */
import { z } from 'zod';
import {
  TRANSLATION_ALL_SOURCE_LANGUAGES,
  TRANSLATION_ALL_TARGET_LANGUAGES,
  type TranslationSourceLanguage,
  type TranslationTargetLanguage,
} from './languages';

/** Bounds of one glossary (DeepL's own limits are far above them). */
export const GLOSSARY_LIMITS = { maxEntries: 1000, maxTermChars: 200 } as const;

/** One term pair: the source term is matched as a whole word, case-insensitively; the translation is used as written. */
export interface GlossaryEntry {
  source: string;
  target: string;
}

/** One language pair's glossary, as `GET /api/translate/glossaries` lists it and `PUT /api/translate/glossary` takes it. */
export interface TranslationGlossary {
  sourceLanguage: TranslationSourceLanguage;
  targetLanguage: TranslationTargetLanguage;
  entries: GlossaryEntry[];
}

export const GLOSSARY_MESSAGES = {
  sourceLanguage: 'sourceLanguage must be one of the translation source languages.',
  targetLanguage: 'targetLanguage must be one of the translation target languages.',
  entries: `entries must be a list of at most ${GLOSSARY_LIMITS.maxEntries} term pairs {source, target}.`,
  term: `Each term must be 1 to ${GLOSSARY_LIMITS.maxTermChars} characters long.`,
  duplicate: (term: string) => `"${term}" is in the glossary twice.`,
  line: (line: string) => `"${line}" is not a term pair: write "source term = translation".`,
} as const;

/** Texts of the glossary editor of the Translate tab (super users only). */
export const GLOSSARY_TEXTS = {
  open: 'Glossary',
  heading: 'Company glossary',
  help: 'One term per line: source term = translation. Every engine uses these translations for this language pair.',
  save: 'Save glossary',
  saved: (count: number) => `Saved ${count} ${count === 1 ? 'term' : 'terms'}.`,
  failed: 'The glossary could not be saved.',
  close: 'Close',
} as const;

const term = z.string({ message: GLOSSARY_MESSAGES.term }).trim().min(1, GLOSSARY_MESSAGES.term).max(GLOSSARY_LIMITS.maxTermChars, GLOSSARY_MESSAGES.term);

export const glossarySchema = z
  .object({
    sourceLanguage: z.enum(TRANSLATION_ALL_SOURCE_LANGUAGES, { message: GLOSSARY_MESSAGES.sourceLanguage }),
    targetLanguage: z.enum(TRANSLATION_ALL_TARGET_LANGUAGES, { message: GLOSSARY_MESSAGES.targetLanguage }),
    entries: z.array(z.object({ source: term, target: term }), { message: GLOSSARY_MESSAGES.entries }).max(GLOSSARY_LIMITS.maxEntries, GLOSSARY_MESSAGES.entries),
  })
  .superRefine((glossary, ctx) => {
    const seen = new Set<string>();
    for (const entry of glossary.entries) {
      const key = entry.source.toLocaleLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: GLOSSARY_MESSAGES.duplicate(entry.source), path: ['entries'] });
      seen.add(key);
    }
  });

/** The editor's text, one "source = target" per line (blank lines ignored), as entries; or the lines it cannot read. */
export function parseGlossaryLines(text: string): { ok: true; entries: GlossaryEntry[] } | { ok: false; errors: string[] } {
  const entries: GlossaryEntry[] = [];
  const errors: string[] = [];
  for (const line of text.split('\n').map((raw) => raw.trim()).filter(Boolean)) {
    const split = line.indexOf('=');
    const source = split > 0 ? line.slice(0, split).trim() : '';
    const target = split > 0 ? line.slice(split + 1).trim() : '';
    if (source && target) entries.push({ source, target });
    else errors.push(GLOSSARY_MESSAGES.line(line));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, entries };
}

/** The entries as the editor shows them. */
export function formatGlossaryLines(entries: GlossaryEntry[]): string {
  return entries.map((entry) => `${entry.source} = ${entry.target}`).join('\n');
}
