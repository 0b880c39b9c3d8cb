import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ERROR_REPORT_LISTING_MESSAGES, PLAYBOOK_MESSAGES, TRANSLATION_MESSAGES } from '@arcline/shared';
import { AuthorizationError, NotFoundError } from '../errors';
import { authorizeAdminConsole, authorizePerson, authorizeSuperUserGrant } from './admin';
import { authorizeSuperUserSettings } from './superUser';
import { authorizeGlossaries } from './glossaries';
import { authorizeMatrix, ownMatrices } from './matrices';
import { authorizePlaybook, authorizePlaybooks } from './playbooks';
import { authorizeErrorReports } from './errorReports';
import { authorizeAttachments } from './attachments';
import { authorizePushTopics } from './pushTopics';
import { authorizeIndexedDocument, authorizeIndexedDocuments } from './documents';
import { authorizeTranslationUpload, authorizeTranslationUploads } from './translationUploads';

describe('authorizeMatrix', () => {
  const matrix = { id: 'm1', userId: 'alice' };

  it('gives the owner their matrix', () => {
    expect(authorizeMatrix({ id: 'alice' }, matrix)).toBe(matrix);
    expect(ownMatrices({ id: 'alice' })).toEqual({ userId: 'alice' });
  });

  it("is a 404 for another user's matrix and for none", () => {
    expect(() => authorizeMatrix({ id: 'bob' }, matrix)).toThrow(NotFoundError);
    expect(() => authorizeMatrix({ id: 'alice' }, null)).toThrow(NotFoundError);
  });
});

describe('authorizeGlossaries', () => {
  const user = { companyId: 'c1', isSuperUser: false };

  it("lets every user read their company's glossaries, and only those", () => {
    expect(authorizeGlossaries(user, 'read')).toEqual({ companyId: 'c1' });
  });

  it('lets super users replace one; for anyone else it is a 404', () => {
    expect(authorizeGlossaries({ ...user, isSuperUser: true }, 'replace')).toEqual({ companyId: 'c1' });
    expect(() => authorizeGlossaries(user, 'replace')).toThrow(NotFoundError);
  });
});

/** The error `act` throws (a test fails when it throws none). */
function thrown(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('authorizeAdminConsole', () => {
  it("lets an admin into their company's console", () => {
    expect(authorizeAdminConsole({ isAdmin: true, companyId: 'c1' })).toEqual({ companyId: 'c1' });
  });

  it('is a 403 with the spec message for anyone else: the console is known to exist', () => {
    expect(() => authorizeAdminConsole({ isAdmin: false, companyId: 'c1' })).toThrow(AuthorizationError);
    expect(thrown(() => authorizeAdminConsole({ isAdmin: false, companyId: 'c1' }))).toMatchObject({ status: 403, messages: [ADMIN_MESSAGES.notAdmin] });
  });
});

describe('authorizePerson', () => {
  const person = { id: 'p1', companyId: 'c1' };

  it("gives an admin a person of their company; another company's person, or none, is a 404", () => {
    expect(authorizePerson({ companyId: 'c1' }, person)).toBe(person);
    expect(() => authorizePerson({ companyId: 'c2' }, person)).toThrow(NotFoundError);
    expect(() => authorizePerson({ companyId: 'c1' }, null)).toThrow(NotFoundError);
  });
});

describe('authorizeSuperUserGrant', () => {
  const person = { id: 'p1', companyId: 'c1' };

  it("lets a super user of the person's company, and an operator, grant the right", () => {
    expect(() => authorizeSuperUserGrant({ userId: 'su', companyId: 'c1', isSuperUser: true }, person)).not.toThrow();
    expect(() => authorizeSuperUserGrant({ userId: null, companyId: 'c1', isSuperUser: true }, person)).not.toThrow();
  });

  it('is a 403 on one’s own account, for an admin who is not a super user, and across companies', () => {
    expect(thrown(() => authorizeSuperUserGrant({ userId: 'p1', companyId: 'c1', isSuperUser: true }, person))).toMatchObject({
      status: 403,
      messages: [ADMIN_MESSAGES.cannotChangeOwnSuperUser],
    });
    expect(thrown(() => authorizeSuperUserGrant({ userId: 'a', companyId: 'c1', isSuperUser: false }, person))).toMatchObject({
      status: 403,
      messages: [ADMIN_MESSAGES.superUserGrantedBySuperUsers],
    });
    expect(() => authorizeSuperUserGrant({ userId: 'su', companyId: 'c2', isSuperUser: true }, person)).toThrow(AuthorizationError);
  });
});

describe('authorizeSuperUserSettings', () => {
  it("gives a super user their company's settings; anyone else gets a 403", () => {
    expect(authorizeSuperUserSettings({ isSuperUser: true, companyId: 'c1' })).toEqual({ companyId: 'c1' });
    expect(() => authorizeSuperUserSettings({ isSuperUser: false, companyId: 'c1' })).toThrow(AuthorizationError);
  });
});

describe('authorizePlaybooks and authorizePlaybook', () => {
  it("lets every user of the company read its playbooks; changes are for its admins, a 403 with the spec's message for others", () => {
    expect(authorizePlaybooks({ companyId: 'c1', isAdmin: false }, 'read')).toEqual({ companyId: 'c1' });
    expect(authorizePlaybooks({ companyId: 'c1', isAdmin: true }, 'change')).toEqual({ companyId: 'c1' });
    expect(thrown(() => authorizePlaybooks({ companyId: 'c1', isAdmin: false }, 'change'))).toMatchObject({ status: 403, messages: [ADMIN_MESSAGES.notAdmin] });
  });
  it('is a 404 for a playbook the company-scoped lookup did not find, with the message given', () => {
    const playbook = { id: 'p1' };
    expect(authorizePlaybook(playbook)).toBe(playbook);
    expect(() => authorizePlaybook(null)).toThrow(NotFoundError);
    expect(thrown(() => authorizePlaybook(null, [PLAYBOOK_MESSAGES.notFound]))).toMatchObject({ status: 404, messages: [PLAYBOOK_MESSAGES.notFound] });
  });
});

describe('authorizeErrorReports', () => {
  const superUser = { companyId: 'c1', isSuperUser: true, isOperator: false };
  it("gives a super user their company's reports and an operator every company's", () => {
    expect(authorizeErrorReports(superUser, 'company')).toEqual({ companyId: 'c1' });
    expect(authorizeErrorReports({ ...superUser, isOperator: true }, 'all')).toEqual({ companyId: null });
  });
  it('hides the call from anyone else (404), and every company is a 403 for a super user who is no operator', () => {
    expect(() => authorizeErrorReports({ ...superUser, isSuperUser: false }, 'company')).toThrow(NotFoundError);
    expect(thrown(() => authorizeErrorReports(superUser, 'all'))).toMatchObject({ status: 403, messages: [ERROR_REPORT_LISTING_MESSAGES.operatorsOnly] });
  });
});

describe('the owner-scoped resources', () => {
  const user = { id: 'u1' };
  it("scope attachments, push topics, indexed documents and translation uploads to their owner", () => {
    expect(authorizeAttachments(user, 'readStatus')).toEqual({ userId: 'u1' });
    expect(authorizePushTopics(user, 'read')).toEqual({ userId: 'u1' });
    expect(authorizeIndexedDocuments(user, 'use')).toEqual({ userId: 'u1' });
    expect(authorizeTranslationUploads(user, 'translate')).toEqual({ userId: 'u1' });
  });
  it("answer 404 for what the caller's scope does not hold", () => {
    expect(authorizeIndexedDocument('synced')).toBe('synced');
    expect(() => authorizeIndexedDocument('missing')).toThrow(NotFoundError);
    expect(thrown(() => authorizeTranslationUpload(null))).toMatchObject({ status: 404, messages: [TRANSLATION_MESSAGES.uploadNotFound] });
  });
});
