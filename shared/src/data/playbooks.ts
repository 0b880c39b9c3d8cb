/**
 * The only module that reads and writes `playbooks` and `playbook_versions` (migration 0190): a company's playbooks,
 * each change a new version. Every call is scoped to a company; another company's playbook is `null` (a 404).
 */
import type { Playbook, PlaybookInput, PlaybookTopic, PlaybookVersionSummary } from '../playbooks/playbooks';
import { PLAYBOOK_LIMITS } from '../playbooks/playbookTexts';
import type { Sql } from './sql';

interface PlaybookRow {
  id: string;
  companyId: string;
  name: string;
  version: number;
  topics: PlaybookTopic[];
  actingFor: string | null;
  updatedAt: Date | string;
}

const SELECT_CURRENT = `select p.id, p.company_id as "companyId", v.name, p.version, v.topics, v.acting_for as "actingFor", v.created_at as "updatedAt"
   from playbooks p join playbook_versions v on v.playbook_id = p.id and v.version = p.version`;

const toPlaybook = (row: PlaybookRow): Playbook => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  version: Number(row.version),
  topics: row.topics,
  ...(row.actingFor ? { actingFor: row.actingFor } : {}),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The company's playbooks (current versions), by name. */
export async function listPlaybooks(sql: Sql, companyId: string): Promise<Playbook[]> {
  const rows = await sql.rows<PlaybookRow>(`${SELECT_CURRENT} where p.company_id = $1 and p.deleted_at is null order by v.name, p.id`, [companyId]);
  return rows.map(toPlaybook);
}

/** One playbook of the company: its current version, or the version asked for; null when the company has no such. */
export async function findPlaybook(sql: Sql, companyId: string, id: string, version?: number): Promise<Playbook | null> {
  const rows = await sql.rows<PlaybookRow>(
    `select p.id, p.company_id as "companyId", v.name, v.version, v.topics, v.acting_for as "actingFor", v.created_at as "updatedAt"
       from playbooks p join playbook_versions v on v.playbook_id = p.id and v.version = coalesce($3, p.version)
      where p.id = $1 and p.company_id = $2 and p.deleted_at is null`,
    [id, companyId, version ?? null],
  );
  return rows[0] ? toPlaybook(rows[0]) : null;
}

/** A playbook's versions, newest first; null when the company has no such playbook. */
export async function listPlaybookVersions(sql: Sql, companyId: string, id: string): Promise<PlaybookVersionSummary[] | null> {
  if (!(await findPlaybook(sql, companyId, id))) return null;
  const rows = await sql.rows<{ version: number; name: string; topicCount: number; createdAt: Date | string; createdByEmail: string | null }>(
    `select v.version, v.name, jsonb_array_length(v.topics) as "topicCount", v.created_at as "createdAt", u.email as "createdByEmail"
       from playbook_versions v left join users u on u.id = v.created_by
      where v.playbook_id = $1 order by v.version desc limit $2`,
    [id, PLAYBOOK_LIMITS.versionsListed],
  );
  return rows.map((row) => ({ ...row, version: Number(row.version), topicCount: Number(row.topicCount), createdAt: new Date(row.createdAt).toISOString() }));
}

/**
 * Whether the company has, or had, a playbook of that name: the demo seed creates its playbook once, and does not bring
 * it back after an admin deleted or renamed it (a version of that name counts).
 */
export async function hadPlaybookNamed(sql: Sql, companyId: string, name: string): Promise<boolean> {
  const rows = await sql.rows(
    `select 1 as found from playbooks p join playbook_versions v on v.playbook_id = p.id where p.company_id = $1 and v.name = $2 limit 1`,
    [companyId, name],
  );
  return rows.length > 0;
}

/** Creates version 1. `actorUserId` is null for the seed and operators. */
export async function createPlaybook(sql: Sql, companyId: string, input: PlaybookInput, actorUserId: string | null): Promise<Playbook> {
  return sql.transaction(async (tx) => {
    const [created] = await tx.rows<{ id: string }>(`insert into playbooks (company_id, name) values ($1, $2) returning id`, [companyId, input.name]);
    await insertVersion(tx, created!.id, 1, input, actorUserId);
    return (await findPlaybook(tx, companyId, created!.id))!;
  });
}

/**
 * Saves a change as the next version. Null when the company has no such playbook; 'conflict' when `baseVersion` is
 * given and is not the current version (someone else changed it meanwhile).
 */
export async function updatePlaybook(
  sql: Sql,
  companyId: string,
  id: string,
  input: PlaybookInput,
  actorUserId: string | null,
  baseVersion?: number,
): Promise<Playbook | null | 'conflict'> {
  return sql.transaction(async (tx) => {
    const [current] = await tx.rows<{ version: number }>(
      `select version from playbooks where id = $1 and company_id = $2 and deleted_at is null for update`,
      [id, companyId],
    );
    if (!current) return null;
    if (baseVersion !== undefined && baseVersion !== Number(current.version)) return 'conflict';
    const version = Number(current.version) + 1;
    await insertVersion(tx, id, version, input, actorUserId);
    await tx.rows(`update playbooks set name = $2, version = $3, updated_at = now() where id = $1 returning id`, [id, input.name, version]);
    return (await findPlaybook(tx, companyId, id))!;
  });
}

/** Deletes the playbook for its company (its versions stay for the reviews that used them); false when there is none. */
export async function deletePlaybook(sql: Sql, companyId: string, id: string): Promise<boolean> {
  const rows = await sql.rows(`update playbooks set deleted_at = now() where id = $1 and company_id = $2 and deleted_at is null returning id`, [id, companyId]);
  return rows.length > 0;
}

async function insertVersion(sql: Sql, id: string, version: number, input: PlaybookInput, actorUserId: string | null): Promise<void> {
  await sql.rows(
    `insert into playbook_versions (playbook_id, version, name, topics, acting_for, created_by) values ($1, $2, $3, $4::jsonb, $5, $6) returning version`,
    [id, version, input.name, JSON.stringify(input.topics), input.actingFor ?? null, actorUserId],
  );
}

/** A playbook of the user's company (the given version, else the current one); null when the company has no such. */
export async function findPlaybookOfUser(sql: Sql, userId: string, id: string, version?: number): Promise<Playbook | null> {
  const [user] = await sql.rows<{ companyId: string }>(`select company_id as "companyId" from users where id = $1`, [userId]);
  return user ? findPlaybook(sql, user.companyId, id, version) : null;
}
