import type { Migration } from '../migrate';

/**
 * Typed columns (issue 31): a column keeps its kind of answer and, for `list`, its options; a cell keeps the
 * normalised value of its answer. Existing template columns take their template's kind, so they answer as before, and
 * the global templates get the default kind a lawyer expects of them.
 */
export const matrixTypedColumns: Migration = {
  name: '0180-matrix-typed-columns',
  async up({ sequelize }) {
    await sequelize.query(`
      alter table matrix_columns add column answer_kind text not null default 'text', add column answer_options jsonb;
      alter table matrix_elements add column typed_value jsonb;
      update matrix_queries set answer_kind = kinds.kind
        from (values ('Agreement Date', 'date'), ('Effective Date', 'date'), ('Parties', 'party'), ('Renewal Term', 'duration'),
                     ('Non-Compete', 'yes-no'), ('Exclusivity', 'yes-no'), ('Change of Control', 'yes-no'),
                     ('Minimum Commitment', 'amount')) as kinds(name, kind)
        where matrix_queries.company_id is null and matrix_queries.name = kinds.name;
      update matrix_columns c set answer_kind = q.answer_kind from matrix_queries q where q.id = c.matrix_query_id;
    `);
  },
  async down({ sequelize }) {
    await sequelize.query(`
      update matrix_queries set answer_kind = 'text' where company_id is null;
      alter table matrix_elements drop column typed_value;
      alter table matrix_columns drop column answer_kind, drop column answer_options;
    `);
  },
};
