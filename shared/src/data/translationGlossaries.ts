/**
 * The only module that reads and writes `translation_glossary_terms`: a company's term pairs per language pair. A
 * glossary is replaced as a whole (the editor sends every line), in one transaction.
 */
import type { GlossaryEntry, TranslationGlossary } from '../translation/glossary';
import type { TranslationSourceLanguage, TranslationTargetLanguage } from '../translation/languages';
import type { Sql } from './sql';

interface TermRow {
  sourceLanguage: TranslationSourceLanguage;
  targetLanguage: TranslationTargetLanguage;
  source: string;
  target: string;
}

/** Every glossary of the company, by language pair, terms in the order they were written. */
export async function listGlossaries(sql: Sql, companyId: string): Promise<TranslationGlossary[]> {
  const rows = await sql.rows<TermRow>(
    `select source_language as "sourceLanguage", target_language as "targetLanguage", source_term as source, target_term as target
       from translation_glossary_terms where company_id = $1 order by source_language, target_language, position`,
    [companyId],
  );
  const byPair = new Map<string, TranslationGlossary>();
  for (const row of rows) {
    const key = `${row.sourceLanguage}>${row.targetLanguage}`;
    let glossary = byPair.get(key);
    if (!glossary) byPair.set(key, (glossary = { sourceLanguage: row.sourceLanguage, targetLanguage: row.targetLanguage, entries: [] }));
    glossary.entries.push({ source: row.source, target: row.target });
  }
  return [...byPair.values()];
}

/** The term pairs a translation from `sourceLanguage` into `targetLanguage` must use (empty when there are none). */
export async function glossaryFor(sql: Sql, companyId: string, sourceLanguage: string, targetLanguage: string): Promise<GlossaryEntry[]> {
  return sql.rows<GlossaryEntry>(
    `select source_term as source, target_term as target from translation_glossary_terms
      where company_id = $1 and source_language = $2 and target_language = $3 order by position`,
    [companyId, sourceLanguage, targetLanguage],
  );
}

/**
 * Replaces the glossary of one language pair; no entries deletes it. Two replacements of the same glossary at once
 * take turns (a transaction-scoped advisory lock), so the later one replaces the earlier instead of colliding with its
 * terms in the unique index.
 */
export async function replaceGlossary(sql: Sql, companyId: string, glossary: TranslationGlossary): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.rows(`select pg_advisory_xact_lock(hashtext($1)) is null as locked`, [
      `translation_glossary_terms:${companyId}:${glossary.sourceLanguage}:${glossary.targetLanguage}`,
    ]);
    await tx.rows(
      `delete from translation_glossary_terms where company_id = $1 and source_language = $2 and target_language = $3 returning id`,
      [companyId, glossary.sourceLanguage, glossary.targetLanguage],
    );
    if (glossary.entries.length === 0) return;
    await tx.rows(
      `insert into translation_glossary_terms (company_id, source_language, target_language, position, source_term, target_term)
       select $1, $2, $3, position, source, target from unnest($4::text[], $5::text[]) with ordinality as terms(source, target, position)
       returning id`,
      [companyId, glossary.sourceLanguage, glossary.targetLanguage, glossary.entries.map((entry) => entry.source), glossary.entries.map((entry) => entry.target)],
    );
  });
}
