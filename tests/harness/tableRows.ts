import { apiSql } from '@arcline/api/db/apiDatabase';

/**
 * The tests' own look into a table (issue 27: the Sequelize models are gone; the product reaches every table through
 * its store in shared/src/data). `where` maps snake_case columns to a value, an array (any of them) or null; rows come
 * back with camelCase keys, as the stores answer them. On the API's bound connection, like the factories.
 */
type Where = Record<string, unknown>;

function condition(where: Where): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts = Object.entries(where).map(([column, value]) => {
    if (value === null) return `${column} is null`;
    params.push(value);
    return Array.isArray(value) ? `${column} = any($${params.length})` : `${column} = $${params.length}`;
  });
  return { text: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** How many rows of `table` match. */
export async function countRows(table: string, where: Where = {}): Promise<number> {
  const { text, params } = condition(where);
  const [row] = await apiSql().rows<{ n: number }>(`select count(*)::int as n from ${table} ${text}`, params);
  return row?.n ?? 0;
}

/** The rows of `table` that match, in `orderBy` (SQL) when given. */
export async function tableRows<T = Record<string, unknown>>(table: string, where: Where = {}, orderBy?: string): Promise<T[]> {
  const { text, params } = condition(where);
  const rows = await apiSql().rows<Record<string, unknown>>(`select * from ${table} ${text}${orderBy ? ` order by ${orderBy}` : ''}`, params);
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [camel(key), value])) as T);
}

/** Sets columns (snake_case) of the rows that match; answers them as they are now. */
export async function updateRows<T = Record<string, unknown>>(table: string, where: Where, set: Record<string, unknown>): Promise<T[]> {
  const { text, params } = condition(where);
  const sets = Object.keys(set).map((column, index) => `${column} = $${params.length + index + 1}`);
  const rows = await apiSql().rows<Record<string, unknown>>(`update ${table} set ${sets.join(', ')} ${text} returning *`, [...params, ...Object.values(set)]);
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [camel(key), value])) as T);
}

/** Deletes the rows that match. */
export async function deleteRows(table: string, where: Where): Promise<void> {
  const { text, params } = condition(where);
  await apiSql().rows(`delete from ${table} ${text} returning 1`, params);
}
