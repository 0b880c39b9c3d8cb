import type { Migration } from '../migrate';

/**
 * Playbooks (issue 32): a company's positions per topic of a contract. A playbook row holds what is current (name,
 * version); every version's content stays in playbook_versions, so a review or a matrix column can say which version
 * it used. A deleted playbook keeps its versions (deleted_at). Owned by shared/src/data/playbooks.ts.
 */
export const playbooks: Migration = {
  name: '0190-playbooks',
  async up({ sequelize }) {
    await sequelize.query(`
      create table playbooks (
        id uuid primary key default gen_random_uuid(),
        company_id uuid not null references companies(id) on delete cascade,
        name text not null,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        deleted_at timestamptz
      );
      create index playbooks_company on playbooks (company_id) where deleted_at is null;
      create table playbook_versions (
        playbook_id uuid not null references playbooks(id) on delete cascade,
        version integer not null,
        name text not null,
        topics jsonb not null,
        created_by uuid references users(id) on delete set null,
        created_at timestamptz not null default now(),
        primary key (playbook_id, version)
      );
    `);
  },
  async down({ sequelize }) {
    await sequelize.query('drop table playbook_versions; drop table playbooks;');
  },
};
