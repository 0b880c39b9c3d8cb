import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUSH_MESSAGE_TYPES,
  type DocumentPart,
  type PushPayload,
  type ReviewFindingPayload,
  type ReviewResponsePayload,
  DEMO_PLAYBOOK,
  PLAYBOOK_LIMITS,
  PLAYBOOK_MESSAGES,
  type Playbook,
} from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';
import { buildCompany, buildUser } from './harness/factories';
import { monitoredCall } from './harness/pushTopics';

const TESTDATA = path.resolve(import.meta.dirname, '../activities/src/testdata');
const isReview = (payload: PushPayload): payload is ReviewResponsePayload => payload.type === PUSH_MESSAGE_TYPES.successResponse && 'review' in payload;

/** A contract as a cached Word document: one part per non-empty line. */
const partsOf = (file: string): DocumentPart[] =>
  readFileSync(path.join(TESTDATA, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((content, index) => ({ partId: `p${index}`, content }));

/**
 * POST /api/ai/review-document with a playbookId, through the workflow and the offline engine: one finding per topic
 * with its verdict, the quote verbatim in the paragraph it names, the playbook's wording proposed where the clause is
 * unacceptable or missing. Positions of the contracts read by hand.
 */
describe('review-document against a playbook', () => {
  let api: TestApi;
  let user: { token: string; companyId: string };
  let playbook: Playbook;
  let adminToken: string;
  beforeAll(async () => {
    api = await startTestApi();
    const { company, domain } = await buildCompany();
    const admin = await buildUser({ companyId: company.id, domain, admin: true });
    const colleague = await buildUser({ companyId: company.id, domain });
    adminToken = await api.tokens.openSession(admin.user);
    const created = await api.request('/api/admin/playbooks', { method: 'POST', json: DEMO_PLAYBOOK, token: adminToken });
    playbook = (await created.json()).entity as Playbook;
    user = { token: await api.tokens.openSession(colleague.user), companyId: company.id };
  });
  afterAll(async () => {
    await api?.close();
  });

  async function review(parts: DocumentPart[], extra: { actingFor?: string; playbookId?: string } = {}) {
    const documentId = `doc-${randomUUID()}`;
    await monitoredCall(api, user.token, '/api/ai/cache-document-full', { cacheUpdate: { documentId, documentParts: parts } });
    const { payloads } = await monitoredCall(api, user.token, '/api/ai/review-document', { documentId, playbookId: playbook.id, ...extra });
    const response = payloads.find(isReview);
    expect(response).toBeDefined();
    return { documentId, ...response!.review };
  }

  const byTopic = (findings: ReviewFindingPayload[]) => Object.fromEntries(findings.map((finding) => [finding.topicId, finding]));

  it('gives each topic its verdict, quote and wording: a distributor agreement under Texas law', async () => {
    const parts = partsOf('blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt');
    const { findings, summary, engine } = await review(parts);
    expect(engine).toBe('local');
    expect(summary).toMatch(/^Reviewed against "Commercial agreements — standard positions" \(version 1\)/);
    expect(findings.map((finding) => finding.topicId)).toEqual(playbook.topics.map((topic) => topic.id));
    const topics = byTopic(findings);
    expect(topics['governing-law']).toMatchObject({ verdict: 'unacceptable', severity: 'high', proposedText: playbook.topics[0]!.standardWording });
    expect(topics['governing-law']!.quote).toContain('governed by the laws of the State of Texas');
    expect(topics.assignment).toMatchObject({ verdict: 'standard', proposedText: '' });
    // Company indemnifies each Distributor against patent claims (4.01) and Distributor the Company against trademark
    // claims (4.02): both ways, the demo playbook's fallback.
    expect(topics.indemnity).toMatchObject({ verdict: 'fallback', explanation: expect.stringMatching(/company and distributor|distributor and company/) });
    for (const finding of findings) {
      expect(finding.explanation.length).toBeGreaterThan(0);
      if (!finding.quote) {
        expect(finding.paragraphIds).toEqual([]);
        continue;
      }
      const part = parts.find((candidate) => candidate.partId === finding.paragraphIds[0])!;
      expect(part.content).toContain(finding.quote);
    }
  });

  it('a supply agreement for ten years under English law: term unacceptable, governing law fallback', async () => {
    const topics = byTopic((await review(partsOf('agapeatpcorp-20191202-10-ka-ex-10.1-11911128-ex-10.1-supply-agreement.txt'))).findings);
    expect(topics.term).toMatchObject({ verdict: 'unacceptable', quote: expect.stringContaining('ten (10) years') });
    expect(topics['governing-law']!.verdict).toBe('fallback');
  });

  it('answers 404 for another company’s playbook or a malformed id, 400 for a bad one; without playbookId the generic review', async () => {
    const other = await buildUser();
    const otherToken = await api.tokens.openSession(other.user);
    const documentId = `doc-${randomUUID()}`;
    const parts = [{ partId: 'p0', content: 'This Agreement shall be governed by the laws of the State of Texas.' }];
    await monitoredCall(api, otherToken, '/api/ai/cache-document-full', { cacheUpdate: { documentId, documentParts: parts } });
    const post = async (json: unknown) => {
      const res = await api.request('/api/ai/review-document', { method: 'POST', json, token: otherToken });
      return { status: res.status, body: await res.json() };
    };
    expect(await post({ documentId, playbookId: playbook.id })).toEqual({ status: 404, body: { errors: [PLAYBOOK_MESSAGES.notFound] } });
    expect(await post({ documentId, playbookId: 'not-a-uuid' })).toEqual({ status: 404, body: { errors: [PLAYBOOK_MESSAGES.notFound] } });
    expect(await post({ documentId, playbookId: 42 })).toEqual({ status: 400, body: { errors: [PLAYBOOK_MESSAGES.playbookIdInvalid] } });

    const { payloads } = await monitoredCall(api, otherToken, '/api/ai/review-document', { documentId });
    const generic = payloads.find(isReview);
    expect(generic!.review.findings.every((finding) => finding.verdict === undefined)).toBe(true);
  });

  it('judges one-sided clauses from the party the review acts for, else the playbook version\'s default', async () => {
    // Two sentences of a contract: the supplier alone indemnifies, and the supplier's liability alone is capped.
    const parts: DocumentPart[] = [
      { partId: 'p0', content: 'SUPPLY AGREEMENT between Acme Supply Inc. ("Supplier") and Brightline LLC ("Customer").' },
      { partId: 'p1', content: '9. Indemnity. Supplier shall indemnify, defend and hold harmless Customer from all third-party claims arising from the Products.' },
      { partId: 'p2', content: "10. Limitation of Liability. Supplier's total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim." },
    ];
    const without = byTopic((await review(parts)).findings);
    expect(without.indemnity!.verdict).toBe('needs review');
    expect(without['liability-cap']!.verdict).toBe('standard');
    const forCustomer = byTopic((await review(parts, { actingFor: 'Customer' })).findings);
    expect(forCustomer.indemnity).toMatchObject({ verdict: 'standard', proposedText: '' });
    expect(forCustomer['liability-cap']!.verdict).toBe('unacceptable');
    const forSupplier = byTopic((await review(parts, { actingFor: 'supplier' })).findings);
    expect(forSupplier.indemnity).toMatchObject({ verdict: 'unacceptable', proposedText: playbook.topics.find((topic) => topic.id === 'indemnity')!.standardWording });
    expect(forSupplier['liability-cap']!.verdict).toBe('standard');

    // The playbook's default (saved as a new version) applies when the request names no party; the request's wins.
    const saved = await api.request(`/api/admin/playbooks/${playbook.id}`, { method: 'PUT', json: { name: playbook.name, topics: playbook.topics, actingFor: 'customer' }, token: adminToken });
    expect(saved.status).toBe(200);
    const updated = (await saved.json()).entity as Playbook;
    expect(updated).toMatchObject({ version: playbook.version + 1, actingFor: 'customer' });
    const byDefault = await review(parts);
    expect(byDefault.summary).toContain(`(version ${updated.version})`);
    expect(byTopic(byDefault.findings).indemnity!.verdict).toBe('standard');
    expect(byTopic((await review(parts, { actingFor: 'Supplier' })).findings).indemnity!.verdict).toBe('unacceptable');
    // The earlier version keeps no default.
    const first = await api.request(`/api/admin/playbooks/${playbook.id}/versions/${playbook.version}`, { token: adminToken });
    expect((await first.json()).entity.actingFor).toBeUndefined();
    playbook = updated;
  });

  it('answers 400 with the message to a bad actingFor', async () => {
    const documentId = `doc-${randomUUID()}`;
    for (const actingFor of [42, 'x'.repeat(PLAYBOOK_LIMITS.actingForMaxChars + 1), 'Acme\nInc']) {
      const res = await api.request('/api/ai/review-document', { method: 'POST', json: { documentId, playbookId: playbook.id, actingFor }, token: user.token });
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 400, body: { errors: [PLAYBOOK_MESSAGES.actingForInvalid] } });
    }
  });
});
