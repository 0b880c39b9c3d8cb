// Route test of errorReports.router.ts (GET /api/error-reports; the tunnel that receives reports is
// errorReportTunnel.ts, deeper: tests/errorTunnel.test.ts). Deeper: tests/errorReports.test.ts (grouping, counts,
// clean-up), tests/roles.test.ts (a super user sees their company's, operators every company's, with its company).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERROR_REPORT_LISTING_MESSAGES, HTTP_ERROR_MESSAGES } from '@arcline/shared';
import { errorsOf, routeSuite } from '@arcline/tests/harness/routeSuite';

const OPERATOR = `operator_${randomUUID().slice(0, 8)}`;
const OPERATOR_DOMAIN = `operators-${randomUUID().slice(0, 8)}.test`;

describe('errorReports.router', () => {
  const suite = routeSuite({ env: { SUPER_USER_EMAILS: `${OPERATOR}@${OPERATOR_DOMAIN}` } });

  it('GET /api/error-reports answers a super user the collection of their company with scope and operator flag', async () => {
    const { token } = await suite.signIn({ superUser: true });
    const reply = await suite.get('/api/error-reports', token);
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { collection: [], other_data: { scope: 'company', operator: false } } });
  });

  it('GET /api/error-reports is a 404 for a user who is not a super user (the listing is hidden from them)', async () => {
    const { token } = await suite.signIn({ admin: true });
    const reply = await suite.get('/api/error-reports', token);
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 404, body: errorsOf(HTTP_ERROR_MESSAGES[404]) });
  });

  it('?scope=all is 403 for a super user who is not an operator, 200 for an operator; another scope is 400', async () => {
    const superUser = await suite.signIn({ superUser: true });
    const refused = await suite.get('/api/error-reports?scope=all', superUser.token);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: errorsOf(ERROR_REPORT_LISTING_MESSAGES.operatorsOnly) });
    const bad = await suite.get('/api/error-reports?scope=galaxy', superUser.token);
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 400, body: errorsOf(ERROR_REPORT_LISTING_MESSAGES.invalidScope) });

    const operator = await suite.signIn({ superUser: true, username: OPERATOR, domain: OPERATOR_DOMAIN });
    const all = await suite.get('/api/error-reports?scope=all', operator.token);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ collection: expect.any(Array), other_data: { scope: 'all', operator: true } });
  });

  it('needs a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('GET', '/api/error-reports');
  });
});
