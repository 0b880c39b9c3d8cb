import type { Migration } from '../migrate';

export const translationGlossaries: Migration = {
  name: '0090-translation-glossaries',
  async up({ sequelize }) {
    await sequelize.query(`
      -- A company's glossary: term pairs per language pair, used by every translation engine.
      create table translation_glossary_terms (
        id uuid primary key default gen_random_uuid(),
        company_id uuid not null references companies(id) on delete cascade,
        source_language text not null,
        target_language text not null,
        position integer not null,
        source_term text not null,
        target_term text not null,
        created_at timestamptz not null default now()
      );
      create unique index translation_glossary_terms_term
        on translation_glossary_terms (company_id, source_language, target_language, lower(source_term));
    `);
  },
  async down({ sequelize }) {
    await sequelize.query('drop table translation_glossary_terms;');
  },
};
