import proto from '@temporalio/proto';
import type { Client } from '@temporalio/client';
import type pg from 'pg';
import { matrixCellWorkflowId } from '@arcline/shared/contracts';

const EventType = proto.temporal.api.enums.v1.EventType;
const ms = (t: proto.temporal.api.history.v1.IHistoryEvent) => Number(t.eventTime!.seconds) * 1000 + (t.eventTime!.nanos ?? 0) / 1e6;

/** Where a cell's time goes, from the histories of `sample` cells of the matrix: mean milliseconds per phase. */
export async function cellTimeline(client: Client, db: pg.Pool, matrixId: string, sample = 40): Promise<Record<string, number>> {
  const { rows } = await db.query<{ id: string }>(`select id from matrix_elements where matrix_id = $1 order by random() limit $2`, [matrixId, sample]);
  const sums: Record<string, number[]> = {};
  const add = (name: string, value: number) => (sums[name] ??= []).push(value);
  for (const { id } of rows) {
    const history = await client.workflow.getHandle(matrixCellWorkflowId(id)).fetchHistory();
    const events = history.events ?? [];
    const first = (type: number) => events.find((event) => event.eventType === type);
    const started = first(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_STARTED)!;
    const wftStarted = first(EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED)!;
    const scheduled = first(EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED)!;
    const actStarted = first(EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED)!;
    const actCompleted = first(EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED)!;
    const completed = first(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED)!;
    add('start → first workflow task picked up', ms(wftStarted) - ms(started));
    add('first workflow task → AI activity scheduled', ms(scheduled) - ms(wftStarted));
    add('activity waiting in the queue', ms(actStarted) - ms(scheduled));
    add('activity running (300 ms stub + reads/writes)', ms(actCompleted) - ms(actStarted));
    add('activity completed → workflow completed', ms(completed) - ms(actCompleted));
    add('events', events.length);
  }
  return Object.fromEntries(Object.entries(sums).map(([name, values]) => [name, values.reduce((a, b) => a + b, 0) / values.length]));
}
