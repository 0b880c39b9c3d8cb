import type { Sequelize } from 'sequelize';
import { ADMIN_LIMITS, DAY_MS, PROMPT_ACTION_TYPES, USER_ACTION_TYPES, type AdminUsage } from '@arcline/shared';
import {
  charactersTranslatedPerMonth,
  matrixCellsPerMonth,
  userActionEventStore,
  userActionWorkflowStore,
  type RecentUserAction,
} from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const isoMonth = (date: Date) => date.toISOString().slice(0, 7);

/** The last `count` days (UTC) or months, oldest first, so the charts show empty ones too. */
function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => isoDay(new Date(now.getTime() - (count - 1 - index) * DAY_MS)));
}
function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => isoMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1))));
}

/** The usage charts of the company: actions per day by type and active users, and per-month totals. */
export async function companyUsage(sequelize: Sequelize, companyId: string, now = new Date()): Promise<AdminUsage> {
  const days = lastDays(now, ADMIN_LIMITS.usageDays);
  const months = lastMonths(now, ADMIN_LIMITS.usageMonths);
  const daysSince = new Date(`${days[0]}T00:00:00Z`);
  const monthsSince = new Date(`${months[0]}-01T00:00:00Z`);
  const sql = sequelizeSql(sequelize);

  const [perDayAndType, activePerDay, promptsPerMonth, cells, characters] = await Promise.all([
    userActionEventStore.countsPerDayAndType(sql, companyId, daysSince),
    userActionEventStore.activeUsersPerDay(sql, companyId, daysSince),
    userActionEventStore.countsPerMonth(sql, companyId, monthsSince, PROMPT_ACTION_TYPES),
    matrixCellsPerMonth(sql, companyId, monthsSince),
    charactersTranslatedPerMonth(sql, companyId, monthsSince),
  ]);

  return {
    actionTypes: USER_ACTION_TYPES,
    days: days.map((day) => ({
      day,
      counts: Object.fromEntries(perDayAndType.filter((row) => row.day === day).map((row) => [row.type, Number(row.count)])),
      activeUsers: Number(activePerDay.find((row) => row.day === day)?.users ?? 0),
    })),
    months: months.map((month) => ({
      month,
      prompts: Number(promptsPerMonth.find((row) => row.month === month)?.prompts ?? 0),
      matrixCells: cells.find((row) => row.month === month)?.cells ?? 0,
      textCharacters: characters.find((row) => row.month === month && row.kind === 'text')?.characters ?? 0,
      fileCharacters: characters.find((row) => row.month === month && row.kind === 'file')?.characters ?? 0,
    })),
  };
}

/**
 * The company's latest user actions, each with the workflows it started: the chronicled events, and the actions that
 * started workflows without an event of their own (the matrix changes, which spec 01 §7 gives no type), typed by
 * their first workflow.
 */
export async function recentUserActions(sequelize: Sequelize, companyId: string): Promise<RecentUserAction[]> {
  const sql = sequelizeSql(sequelize);
  const events = await userActionEventStore.latestOfCompany(sql, companyId, ADMIN_LIMITS.recentActions);
  const untracked = await userActionWorkflowStore.latestUntrackedActions(sql, companyId, ADMIN_LIMITS.recentActions, ADMIN_LIMITS.recentActions * 4);
  const latest = [...events, ...untracked]
    .sort((a, b) => new Date(b.event_time).getTime() - new Date(a.event_time).getTime())
    .slice(0, ADMIN_LIMITS.recentActions);
  const actionIds = latest.flatMap((event) => (event.user_action_id ? [event.user_action_id] : []));
  const workflows = await userActionWorkflowStore.ofActions(sql, companyId, actionIds);
  return latest.map((event) => ({
    userActionId: event.user_action_id,
    type: event.type,
    eventTime: new Date(event.event_time),
    userEmail: event.email,
    workflows: workflows
      .filter((workflow) => workflow.userActionId === event.user_action_id)
      .map(({ workflowId, workflowType }) => ({ workflowId, workflowType })),
  }));
}
