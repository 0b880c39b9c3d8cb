import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@arcline/shared';
import { AuthorizationError, NotFoundError } from '../errors';
import { authorizeAdminConsole, authorizePerson, authorizeSuperUserGrant } from './admin';
import { authorizeSuperUserSettings } from './superUser';
import { authorizeGlossaries } from './glossaries';
import { authorizeMatrix, ownMatrices } from './matrices';

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
