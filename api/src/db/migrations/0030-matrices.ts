import type { Migration } from '../migrate';

/**
 * The template library: the clauses lawyers review most, each with a query precise enough to give one short answer.
 * Ids are fixed so the seed is idempotent and a template keeps its id across databases.
 */
export const MATRIX_QUERY_TEMPLATES: { id: string; name: string; query: string }[] = [
  {
    id: '77cc5882-3163-4302-87f3-dac61a172b6e',
    name: 'Parties',
    query:
      'Who are the parties to this agreement? Give each party\'s full legal name and the role or defined term it has in the agreement (for example "Supplier", "Distributor", "Licensor"). Answer with the names and roles only.',
  },
  {
    id: '3e4e16d1-1b2b-442a-a4ae-3cfeac4fced9',
    name: 'Agreement Date',
    query: 'On what date was this agreement signed or entered into (the date in the title, the preamble or the signature block)? Answer with the date only, as written.',
  },
  {
    id: 'c6511a2a-796d-4f5c-a8f4-2fd4662e7144',
    name: 'Effective Date',
    query:
      'On what date does this agreement become effective? If the effective date is defined by an event (for example signature by the last party), state the event. Answer with the date or the event only.',
  },
  {
    id: 'ba6935ab-bcb9-4da7-b08c-bff63b69d065',
    name: 'Term and Expiration',
    query: 'How long is the initial term of this agreement and when does it expire? Give the duration and the expiry date or how the expiry date is determined.',
  },
  {
    id: '7dfd172b-112d-4da6-84b3-58ce36179411',
    name: 'Renewal Term',
    query:
      'Does this agreement renew automatically after its initial term? If so, give the length of each renewal term and the notice a party must give, and by when, to prevent the renewal.',
  },
  {
    id: '7639858f-e8ca-4aae-be5d-a7beccc47aac',
    name: 'Termination for Convenience',
    query:
      'May a party terminate this agreement without cause (for convenience)? Name the party or parties, the notice period required and any fee or payment due on such termination.',
  },
  {
    id: 'd2655f66-618e-4d92-ada6-242e8826d06e',
    name: 'Termination for Cause',
    query:
      'On what grounds may a party terminate this agreement for cause (for example material breach or insolvency), and what cure period applies before termination takes effect?',
  },
  {
    id: '7fd933fc-d504-4647-8dc0-19895002adfa',
    name: 'Governing Law',
    query: 'Which state\'s or country\'s law governs this agreement? Answer with the jurisdiction only.',
  },
  {
    id: '21ea2cb4-2fc6-4243-8d96-0e932fb28223',
    name: 'Jurisdiction and Dispute Resolution',
    query:
      'Where must disputes under this agreement be resolved? Name the courts (and whether their jurisdiction is exclusive) or the arbitration forum, seat and rules.',
  },
  {
    id: '79a384d3-d437-4356-9df8-84bcafdccad3',
    name: 'Change of Control',
    query:
      'Does a change of control of a party (a merger, an acquisition, or a sale of substantially all of its assets or of a controlling interest) allow the other party to terminate, require its consent, or have any other consequence? State the consequence.',
  },
  {
    id: '44035c10-fe92-4f3d-9c3e-9f2d0c2becc9',
    name: 'Assignment',
    query:
      'May a party assign or transfer this agreement or its rights and obligations without the other party\'s prior consent? State the restriction and its exceptions (for example assignment to an affiliate or a successor).',
  },
  {
    id: 'ca3c4677-4301-453d-aa5b-92da8720490d',
    name: 'Exclusivity',
    query:
      'Does this agreement grant exclusive rights or impose exclusive dealing (an exclusive territory, an exclusive supplier or distributor, or a duty to buy only from one party)? State who is bound, the scope and the territory.',
  },
  {
    id: '3b901c84-9582-472c-a40a-4c01c3d65757',
    name: 'Non-Compete',
    query:
      'Is a party restricted from competing with the other party, or from operating in a field, territory or market, during or after the term? State the restricted party, the scope and how long the restriction lasts.',
  },
  {
    id: '2a0e84c0-9643-4dc3-baa0-2f7bbbb31a5d',
    name: 'Non-Solicitation',
    query: 'Is a party prohibited from soliciting or hiring the other party\'s employees, contractors or customers? State the scope and how long the prohibition lasts.',
  },
  {
    id: 'd8993dfd-d7cc-4f4f-9655-5c4963560e0a',
    name: 'Limitation of Liability',
    query:
      'Is either party\'s liability capped, or are certain damages excluded (for example indirect, consequential or punitive damages, or lost profits)? State the cap or its formula and the exceptions to it.',
  },
  {
    id: 'ddb52bb2-eb4d-4ad6-b303-9477a6cd7aff',
    name: 'Indemnification',
    query:
      'Which party must indemnify, defend or hold harmless the other, and against which claims or losses (for example third-party claims, infringement of intellectual property, breach or negligence)?',
  },
  {
    id: '0f139a71-a157-4199-9275-cf559c3e06d8',
    name: 'Confidentiality',
    query:
      'What confidentiality obligations does this agreement impose: which information is protected, which disclosures are permitted, and how long the obligation lasts after the agreement ends?',
  },
  {
    id: '7d04fca1-1c86-4514-8caa-59cdb07ddbe1',
    name: 'Payment Terms',
    query:
      'What must be paid under this agreement and when? Give the price or fees, the invoicing schedule, the payment deadline (for example net 30 days) and any interest on late payment.',
  },
  {
    id: '631020d7-a919-4f0a-879f-841a36930dfc',
    name: 'Notice Periods',
    query:
      'How must notices under this agreement be given (in writing, by which means, to which address) and when is a notice deemed received? List any notice periods the agreement sets.',
  },
  {
    id: 'a924a53c-0b01-45bb-b68e-3e8cec5154c9',
    name: 'Warranties',
    query: 'What warranties does a party give about its products, services or deliverables, and how long does the warranty period last?',
  },
  {
    id: '3c1e32c2-b3f9-4674-8063-d33dd82a9934',
    name: 'Insurance',
    query: 'Must a party maintain insurance? State the types of cover and the minimum amounts required.',
  },
  {
    id: '336cc1f1-da14-4547-b102-0a4c7078c170',
    name: 'Audit Rights',
    query: 'May a party audit or inspect the other party\'s books, records or facilities? State the scope, the notice required and how often the audit may take place.',
  },
  {
    id: '04247e95-c5c4-4011-99b7-b0c65733c01f',
    name: 'Intellectual Property Ownership',
    query:
      'Who owns the intellectual property created or used under this agreement, and is a licence granted? State the owner and the scope, exclusivity and territory of any licence.',
  },
  {
    id: '941058cc-e322-4992-966d-e44fd35d9302',
    name: 'Minimum Commitment',
    query: 'Is there a minimum purchase, sales or volume commitment? State the minimum amount or quantity and the period it applies to.',
  },
];

export const matrices: Migration = {
  name: '0030-matrices',
  async up({ sequelize }) {
    await sequelize.query(`
      create table matrix_queries (
        id uuid primary key,
        name text not null unique,
        query text not null,
        sort_order integer not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create table matrices (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        name text not null check (length(name) > 0),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index matrices_user_created on matrices (user_id, created_at);
      -- A row of the matrix: one of the owner's attachments.
      create table matrix_documents (
        id uuid primary key default gen_random_uuid(),
        matrix_id uuid not null references matrices(id) on delete cascade,
        attachment_id uuid not null references attachments(id) on delete cascade,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (matrix_id, attachment_id)
      );
      create index matrix_documents_attachment on matrix_documents (attachment_id);
      create table matrix_columns (
        id uuid primary key default gen_random_uuid(),
        matrix_id uuid not null references matrices(id) on delete cascade,
        name text not null check (length(name) > 0),
        query_type text not null check (query_type in ('GLOBAL_TEMPLATE', 'CUSTOM')),
        matrix_query_id uuid references matrix_queries(id) on delete restrict,
        custom_query text,
        sort_order integer not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (
          (query_type = 'GLOBAL_TEMPLATE' and matrix_query_id is not null and custom_query is null)
          or (query_type = 'CUSTOM' and custom_query is not null and matrix_query_id is null)
        )
      );
      create index matrix_columns_matrix on matrix_columns (matrix_id, sort_order);
      -- A cell. generation changes whenever the cell is (re)started; a run stores its answer only while its
      -- generation is current, so a superseded run can never overwrite a newer one.
      create table matrix_elements (
        id uuid primary key default gen_random_uuid(),
        matrix_id uuid not null references matrices(id) on delete cascade,
        document_id uuid not null references matrix_documents(id) on delete cascade,
        column_id uuid not null references matrix_columns(id) on delete cascade,
        status text not null check (status in ('PROCESSING', 'COMPLETED', 'FAILED')),
        generation uuid not null default gen_random_uuid(),
        result text,
        refine_result text,
        reference_result text,
        error text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (document_id, column_id)
      );
      create index matrix_elements_matrix_status on matrix_elements (matrix_id, status);
      create index matrix_elements_column on matrix_elements (column_id);
    `);
    await sequelize.query(
      `insert into matrix_queries (id, name, query, sort_order)
       select t.id, t.name, t.query, t.sort_order
       from unnest($1::uuid[], $2::text[], $3::text[], $4::int[]) as t(id, name, query, sort_order)
       on conflict (id) do update set name = excluded.name, query = excluded.query, sort_order = excluded.sort_order`,
      {
        bind: [
          MATRIX_QUERY_TEMPLATES.map((template) => template.id),
          MATRIX_QUERY_TEMPLATES.map((template) => template.name),
          MATRIX_QUERY_TEMPLATES.map((template) => template.query),
          MATRIX_QUERY_TEMPLATES.map((_, index) => index),
        ],
      },
    );
  },
  async down({ sequelize }) {
    await sequelize.query('drop table matrix_elements; drop table matrix_columns; drop table matrix_documents; drop table matrices; drop table matrix_queries;');
  },
};
