import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MatrixColumn, DEMO_PLAYBOOK, PLAYBOOK_MESSAGES, type Playbook } from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';
import { buildCompany, buildUser } from './harness/factories';
import { matrixClient, uploadAttachment, waitForAttachment } from './matrixSupport';

/** A contract in which only the supplier indemnifies and only the supplier's liability is capped. */
const CONTRACT = [
  'SUPPLY AGREEMENT between Acme Supply Inc. ("Supplier") and Brightline LLC ("Customer").',
  '9. Indemnity. Supplier shall indemnify, defend and hold harmless Customer from all third-party claims arising from the Products.',
  "10. Limitation of Liability. Supplier's total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.",
].join('\n\n');

/**
 * Matrix Review's playbook columns judged from the party the firm acts for (issue 32): the column keeps the party named
 * when it was added, or the playbook version's default; a bad one is a 400 with the spec's message.
 */
describe('playbook columns acting for a party', () => {
  let api: TestApi;
  let me: ReturnType<typeof matrixClient>;
  let admin: ReturnType<typeof matrixClient>;
  let playbook: Playbook;
  let matrixId: string;
  let documentId: string;

  beforeAll(async () => {
    api = await startTestApi();
    const { company, domain } = await buildCompany();
    const adminUser = await buildUser({ companyId: company.id, domain, admin: true });
    const lawyer = await buildUser({ companyId: company.id, domain });
    admin = matrixClient(api, await api.tokens.openSession(adminUser.user));
    const token = await api.tokens.openSession(lawyer.user);
    me = matrixClient(api, token);
    playbook = (await admin.call('POST', '/api/admin/playbooks', DEMO_PLAYBOOK)).body.entity as Playbook;
    matrixId = (await me.createMatrix('Acting for')).id;
    const attachmentId = await uploadAttachment(api, token, 'supply.txt', Buffer.from(CONTRACT), { type: 'text/plain' });
    expect((await waitForAttachment(api, token, attachmentId)).status).toBe('COMPLETED');
    documentId = (await me.addDocuments(matrixId, [attachmentId]))[0]!.id;
  }, 180_000);
  afterAll(async () => {
    await api?.close();
  });

  const verdictsOf = async (columns: MatrixColumn[]) => {
    const settled = await me.waitUntilSettled(matrixId, 120_000);
    const row = settled.rows.find((candidate) => candidate.document.id === documentId)!;
    return Object.fromEntries(columns.map((column) => [column.playbookTopic!.topicId, row.cells[column.id]!.typedValue]));
  };
  const pick = (columns: MatrixColumn[]) => columns.filter((column) => ['indemnity', 'liability-cap'].includes(column.playbookTopic!.topicId));

  it('judges the one-sided clauses from the party named, else the version default, else not at all', async () => {
    const forCustomer = await me.call('POST', `/api/matrices/${matrixId}/playbook-columns`, { playbookId: playbook.id, actingFor: 'Customer' });
    expect(forCustomer.status, JSON.stringify(forCustomer.body)).toBe(201);
    const customerColumns = pick(forCustomer.body.entity.columns as MatrixColumn[]);
    for (const column of customerColumns) expect(column.playbookTopic).toMatchObject({ playbookId: playbook.id, version: playbook.version, actingFor: 'Customer' });
    expect(await verdictsOf(customerColumns)).toEqual({ indemnity: 'standard', 'liability-cap': 'unacceptable' });

    const unsided = pick((await me.call('POST', `/api/matrices/${matrixId}/playbook-columns`, { playbookId: playbook.id })).body.entity.columns as MatrixColumn[]);
    expect(unsided[0]!.playbookTopic!.actingFor).toBeUndefined();
    expect(await verdictsOf(unsided)).toEqual({ indemnity: 'needs review', 'liability-cap': 'standard' });

    const saved = await admin.call('PUT', `/api/admin/playbooks/${playbook.id}`, { name: playbook.name, topics: playbook.topics, actingFor: 'supplier' });
    expect(saved.status).toBe(200);
    const byDefault = pick((await me.call('POST', `/api/matrices/${matrixId}/playbook-columns`, { playbookId: playbook.id })).body.entity.columns as MatrixColumn[]);
    expect(byDefault[0]!.playbookTopic).toMatchObject({ version: playbook.version + 1 });
    expect(await verdictsOf(byDefault)).toEqual({ indemnity: 'unacceptable', 'liability-cap': 'standard' });
  }, 400_000);

  it('answers 400 with the message to a bad actingFor on the columns and the redline', async () => {
    const bad = { status: 400, body: { errors: [PLAYBOOK_MESSAGES.actingForInvalid] } };
    expect(await me.call('POST', `/api/matrices/${matrixId}/playbook-columns`, { playbookId: playbook.id, actingFor: 'x'.repeat(121) })).toMatchObject(bad);
    expect(await me.call('POST', `/api/matrices/${matrixId}/redline`, { playbookId: playbook.id, documentIds: [documentId], actingFor: 7 })).toMatchObject(bad);
  });
});
