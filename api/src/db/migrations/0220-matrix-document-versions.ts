import type { Migration } from '../migrate';

/**
 * A new draft of a document in Matrix Review (issue 31): a row keeps the attachment it replaced and its version
 * number; each cell keeps the answer it had before the last version (`previous`: the version's request id as
 * `generation`, `refineResult`, `referenceResult`, `typedValue`), and `changed` says whether the new version's answer
 * differs from it (its short answer or typed value), while the answer is still the one that version computed.
 */
export const matrixDocumentVersions: Migration = {
  name: '0220-matrix-document-versions',
  async up({ sequelize }) {
    await sequelize.query(`
      alter table matrix_documents
        add column version integer not null default 1,
        add column previous_attachment_id uuid references attachments(id) on delete set null;
      alter table matrix_elements
        add column previous jsonb,
        add column changed boolean generated always as (
          previous is not null and status = 'COMPLETED' and generation::text = (previous->>'generation')
          and (refine_result is distinct from (previous->>'refineResult')
               or coalesce(typed_value, 'null'::jsonb) is distinct from coalesce(previous->'typedValue', 'null'::jsonb))
        ) stored;
      create index matrix_elements_changed on matrix_elements (document_id) where changed;
    `);
  },
  async down({ sequelize }) {
    await sequelize.query(`
      drop index matrix_elements_changed;
      alter table matrix_elements drop column changed, drop column previous;
      alter table matrix_documents drop column previous_attachment_id, drop column version;
    `);
  },
};
