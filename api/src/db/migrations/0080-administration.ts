import type { Migration } from '../migrate';

/**
 * The admin console of each company (README "Administration"): the admin role and deactivation of users, invitation
 * codes with a number of uses, per-company translation quotas, company templates beside the global ones, the
 * workflows each tracked user action started, and the append-only audit log of admin changes.
 */
export const administration: Migration = {
  name: '0080-administration',
  async up({ sequelize }) {
    await sequelize.query(`
      alter table users add column is_admin boolean not null default false;
      alter table users add column deactivated_at timestamptz;

      alter table invitation_codes add column max_uses integer check (max_uses is null or max_uses > 0);

      create table company_quotas (
        company_id uuid primary key references companies(id) on delete cascade,
        text_quota_chars bigint check (text_quota_chars is null or text_quota_chars >= 0),
        file_quota_chars bigint check (file_quota_chars is null or file_quota_chars >= 0),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      alter table matrix_queries alter column id set default gen_random_uuid();
      alter table matrix_queries add column company_id uuid references companies(id) on delete cascade;
      alter table matrix_queries add column answer_kind text not null default 'text';
      alter table matrix_queries drop constraint matrix_queries_name_key;
      create unique index matrix_queries_scope_name on matrix_queries
        (coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(name));

      create table user_action_workflows (
        id bigserial primary key,
        company_id uuid not null references companies(id) on delete cascade,
        user_id uuid not null references users(id) on delete cascade,
        user_action_id text not null,
        workflow_id text not null,
        workflow_type text not null,
        created_at timestamptz not null default now()
      );
      create index user_action_workflows_action on user_action_workflows (company_id, user_action_id);

      create table admin_audit_log (
        id bigserial primary key,
        company_id uuid not null,
        actor_user_id uuid,
        actor_email text not null,
        action text not null,
        target text not null,
        details jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now()
      );
      create index admin_audit_log_company_time on admin_audit_log (company_id, created_at desc);
      create function refuse_admin_audit_log_change() returns trigger language plpgsql as $$
      begin
        raise exception 'admin_audit_log is append-only';
      end;
      $$;
      create trigger admin_audit_log_append_only before update or delete on admin_audit_log
        for each row execute function refuse_admin_audit_log_change();
      create trigger admin_audit_log_no_truncate before truncate on admin_audit_log
        for each statement execute function refuse_admin_audit_log_change();
    `);
  },
  async down({ sequelize }) {
    await sequelize.query(`
      drop table admin_audit_log; drop function refuse_admin_audit_log_change();
      drop table user_action_workflows;
      drop index matrix_queries_scope_name;
      alter table matrix_queries drop column answer_kind, drop column company_id, add constraint matrix_queries_name_key unique (name);
      drop table company_quotas;
      alter table invitation_codes drop column max_uses;
      alter table users drop column deactivated_at, drop column is_admin;
    `);
  },
};
