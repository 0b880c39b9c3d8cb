import type { Migration } from '../migrate';

export const accounts: Migration = {
  name: '0001-accounts',
  async up({ sequelize }) {
    await sequelize.query(`
      create table companies (
        id uuid primary key default gen_random_uuid(),
        name text not null unique,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create table allowed_email_domains (
        id uuid primary key default gen_random_uuid(),
        company_id uuid not null references companies(id) on delete cascade,
        domain text not null unique check (domain = lower(domain)),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create table invitation_codes (
        id uuid primary key default gen_random_uuid(),
        company_id uuid not null references companies(id) on delete cascade,
        code text not null unique,
        reusable boolean not null default false,
        use_count integer not null default 0,
        expires_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create table users (
        id uuid primary key default gen_random_uuid(),
        company_id uuid not null references companies(id) on delete restrict,
        email text not null unique check (email = lower(email)),
        username text not null,
        full_name text,
        display_name text not null,
        password_hash text,
        email_verified_at timestamptz,
        is_super_user boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create unique index users_username_lower on users (lower(username));
      create table user_identities (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        provider text not null,
        subject text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (provider, subject)
      );
      create table account_codes (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        purpose text not null check (purpose in ('verify-email', 'reset-password')),
        code_hash text not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index account_codes_user_purpose on account_codes (user_id, purpose);
      create table sessions (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        expires_at timestamptz not null,
        revoked_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index sessions_user on sessions (user_id);
    `);
  },
  async down({ sequelize }) {
    await sequelize.query(`
      drop table sessions; drop table account_codes; drop table user_identities; drop table users;
      drop table invitation_codes; drop table allowed_email_domains; drop table companies;
    `);
  },
};
