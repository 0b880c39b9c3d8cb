import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../api/createApiClient';
import { createPlaybookActionsApi } from './playbookActions';

function setup() {
  const bodies: { url: string; body: unknown }[] = [];
  const client = createApiClient({
    fetch: async (url, init) => {
      bodies.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ entity: { columns: [] }, actionResult: {} }), { status: 200 });
    },
    baseUrl: '/api',
    getToken: () => 'token-1',
    replaceToken: () => undefined,
    onUnauthorized: () => undefined,
    logError: () => undefined,
  });
  return { api: createPlaybookActionsApi(client, () => 'action-1'), bodies };
}

describe('the matrix playbook actions (issue 31, 31d)', () => {
  it('send the party the firm acts for, trimmed, to both actions, and none when the field is blank', async () => {
    const { api, bodies } = setup();
    await api.addPlaybookColumns('m-1', 'p-1', ' Recipient ');
    await api.startRedline('m-1', 'p-1', ['d-1'], 'Recipient');
    await api.addPlaybookColumns('m-1', 'p-1', '  ');
    await api.startRedline('m-1', 'p-1', ['d-1']);
    expect(bodies).toEqual([
      { url: '/api/matrices/m-1/playbook-columns', body: { playbookId: 'p-1', actingFor: 'Recipient' } },
      { url: '/api/matrices/m-1/redline', body: { playbookId: 'p-1', documentIds: ['d-1'], actingFor: 'Recipient' } },
      { url: '/api/matrices/m-1/playbook-columns', body: { playbookId: 'p-1' } },
      { url: '/api/matrices/m-1/redline', body: { playbookId: 'p-1', documentIds: ['d-1'] } },
    ]);
  });
});
