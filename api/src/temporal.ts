import { Client, Connection, type WorkflowClientInterceptor } from '@temporalio/client';
import type { RuntimeConfig } from '@arcline/shared';

export interface TemporalHandle {
  client: Client;
  connection: Connection;
}

export async function connectTemporal(config: RuntimeConfig, workflowInterceptors: WorkflowClientInterceptor[] = []): Promise<TemporalHandle> {
  const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
  const client = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE, interceptors: { workflow: workflowInterceptors } });
  return { client, connection };
}
