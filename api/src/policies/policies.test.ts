import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors';
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
