import { QueryTypes, type Sequelize } from 'sequelize';
import { ADMIN_LIMITS, DAY_MS, PROMPT_ACTION_TYPES, USER_ACTION_TYPES, type AdminUsage } from '@arcline/shared';
import { charactersTranslatedPerMonth, matrixCellsPerMonth } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { UserActionWorkflow } from '../../models';

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
  const query = <T extends object>(text: string, bind: unknown[]) => sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });

  const [perDayAndType, activePerDay, promptsPerMonth, cells, characters] = await Promise.all([
    query<{ day: string; type: string; count: string }>(
      `select to_char(event_time at time zone 'utc', 'YYYY-MM-DD') as day, type, count(*) as count
         from user_action_events where company_id = $1 and event_time >= $2 group by 1, 2`,
      [companyId, daysSince],
    ),
    query<{ day: string; users: string }>(
      `select to_char(event_time at time zone 'utc', 'YYYY-MM-DD') as day, count(distinct user_id) as users
         from user_action_events where company_id = $1 and event_time >= $2 group by 1`,
      [companyId, daysSince],
    ),
    query<{ month: string; prompts: string }>(
      `select to_char(event_time at time zone 'utc', 'YYYY-MM') as month, count(*) as prompts
         from user_action_events where company_id = $1 and event_time >= $2 and type = any(string_to_array($3, ',')) group by 1`,
      [companyId, monthsSince, PROMPT_ACTION_TYPES.join(',')],
    ),
    matrixCellsPerMonth(sequelizeSql(sequelize), companyId, monthsSince),
    charactersTranslatedPerMonth(sequelizeSql(sequelize), companyId, monthsSince),
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

export interface RecentUserAction {
  userActionId: string | null;
  type: string;
  eventTime: Date;
  userEmail: string;
  workflows: { workflowId: string; workflowType: string }[];
}

/**
 * The company's latest user actions, each with the workflows it started: the chronicled events, and the actions that
 * started workflows without an event of their own (the matrix changes, which spec 01 §7 gives no type), typed by
 * their first workflow.
 */
export async function recentUserActions(sequelize: Sequelize, companyId: string): Promise<RecentUserAction[]> {
  type Row = { user_action_id: string | null; type: string; event_time: Date; email: string };
  const events = await sequelize.query<Row>(
    `select e.user_action_id, e.type, e.event_time, u.email
       from user_action_events e join users u on u.id = e.user_id
      where e.company_id = $1 order by e.event_time desc, e.id desc limit $2`,
    { bind: [companyId, ADMIN_LIMITS.recentActions], type: QueryTypes.SELECT },
  );
  const untracked = await sequelize.query<Row>(
    `select a.user_action_id, a.type, a.event_time, u.email
       from (select w.user_action_id, w.user_id, (array_agg(w.workflow_type order by w.id))[1] as type, min(w.created_at) as event_time
               from (select * from user_action_workflows where company_id = $1 order by created_at desc limit $3) w
              group by w.user_action_id, w.user_id) a
       join users u on u.id = a.user_id
      where not exists (select 1 from user_action_events e where e.user_action_id = a.user_action_id and e.company_id = $1)
      order by a.event_time desc limit $2`,
    { bind: [companyId, ADMIN_LIMITS.recentActions, ADMIN_LIMITS.recentActions * 4], type: QueryTypes.SELECT },
  );
  const latest = [...events, ...untracked]
    .sort((a, b) => new Date(b.event_time).getTime() - new Date(a.event_time).getTime())
    .slice(0, ADMIN_LIMITS.recentActions);
  const actionIds = latest.flatMap((event) => (event.user_action_id ? [event.user_action_id] : []));
  const workflows = actionIds.length
    ? await UserActionWorkflow.findAll({ where: { companyId, userActionId: actionIds }, order: [['id', 'ASC']] })
    : [];
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
