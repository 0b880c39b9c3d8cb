import { describe, expect, it } from 'vitest';
import { USER_ACTION_HEADER } from '@arcline/shared';
import { createApiClient } from '../../../api/createApiClient';
import { createMatrixApi } from './matrixApi';

function setup() {
  const calls: { method: string; url: string; userAction: string | null }[] = [];
  const client = createApiClient({
    fetch: async (url, init) => {
      calls.push({ method: init?.method ?? 'GET', url: String(url), userAction: new Headers(init?.headers).get(USER_ACTION_HEADER) });
      return new Response(JSON.stringify({ entity: {}, collection: [], other_data: {} }), { status: 200 });
    },
    baseUrl: '/api',
    getToken: () => 'token-1',
    replaceToken: () => undefined,
    onUnauthorized: () => undefined,
    logError: () => undefined,
  });
  let counter = 0;
  return { api: createMatrixApi(client, () => `action-${++counter}`), calls };
}

describe('matrix API', () => {
  it('sends a fresh X-T-User-Action with every matrix change, and none with a read', async () => {
    const { api, calls } = setup();
    const column = { name: 'Parties', queryType: 'CUSTOM' as const, customQuery: 'Who are the parties?' };
    await api.createMatrix('Contracts');
    await api.renameMatrix('m-1', 'Renamed');
    await api.addDocuments('m-1', ['a-1']);
    await api.createColumn('m-1', column);
    await api.updateColumn('c-1', column);
    await api.recalculateElement('e-1');
    await api.deleteDocument('d-1');
    await api.deleteColumn('c-1');
    await api.deleteMatrix('m-1');
    await api.getMatrix('m-1');
    await api.listQueries();
    await api.getElement('e-1');

    expect(calls.map((call) => [call.method, call.url, call.userAction])).toEqual([
      ['POST', '/api/matrices', 'action-1'],
      ['PUT', '/api/matrices/m-1', 'action-2'],
      ['POST', '/api/matrices/documents', 'action-3'],
      ['POST', '/api/matrices/columns', 'action-4'],
      ['PUT', '/api/matrices/columns/c-1', 'action-5'],
      ['POST', '/api/matrices/elements/recalculate', 'action-6'],
      ['DELETE', '/api/matrices/documents/d-1', 'action-7'],
      ['DELETE', '/api/matrices/columns/c-1', 'action-8'],
      ['DELETE', '/api/matrices/m-1', 'action-9'],
      ['GET', '/api/matrices/m-1', null],
      ['GET', '/api/matrix-queries', null],
      ['GET', '/api/matrices/elements/e-1', null],
    ]);
  });
});
