import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { HTTP_ERROR_MESSAGES } from '@arcline/shared';
import type { AccountUser as User } from '@arcline/shared/data';
import { buildUser } from './factories';
import { insertIndexedAttachments } from './matrixCorpus';
import { startTestApi, type TestApi } from './testApi';

/** An answer as a route test reads it: status, parsed JSON body (or text, or null when empty), headers. */
export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads any shape and asserts it
  body: any;
  headers: Headers;
}

export interface Caller {
  token: string;
  user: User;
}

type CallInit = { token?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit };

/**
 * One real API for a route test file (api/src/routes/<dir>/<name>.router.test.ts), started once in beforeAll against
 * the shared stack of tests/harness/globalSetup.ts, with short calls. Read `suite.api` inside tests.
 */
export function routeSuite(options: Parameters<typeof startTestApi>[0] = {}) {
  let api: TestApi | undefined;
  let db: pg.Pool | undefined;
  beforeAll(async () => {
    api = await startTestApi(options);
  });
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });
  const running = (): TestApi => {
    if (!api) throw new Error('routeSuite: the API starts in beforeAll');
    return api;
  };

  const call = async (method: string, path: string, init: CallInit = {}): Promise<Reply> => {
    const res = await running().request(path, { method, token: init.token, json: init.json, headers: init.headers, body: init.body, redirect: 'manual' });
    const text = await res.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: res.status, body, headers: res.headers };
  };

  return {
    get api(): TestApi {
      return running();
    },
    call,
    get: (path: string, token?: string, headers?: Record<string, string>) => call('GET', path, { token, headers }),
    post: (path: string, token?: string, json: unknown = {}) => call('POST', path, { token, json }),
    put: (path: string, token?: string, json: unknown = {}) => call('PUT', path, { token, json }),
    del: (path: string, token?: string) => call('DELETE', path, { token }),
    /** A fresh user of a fresh company (or of `companyId`), signed in. */
    signIn: async (overrides: Parameters<typeof buildUser>[0] = {}): Promise<Caller> => running().signUpAndIn(overrides),
    /** A signed-in colleague of `of`: same company. */
    colleague: async (of: User, overrides: Parameters<typeof buildUser>[0] = {}): Promise<Caller> =>
      running().signUpAndIn({ companyId: of.companyId, domain: of.email.split('@')[1], ...overrides }),
    /** `count` COMPLETED, indexed attachments of the user written straight to the database (tests/harness/matrixCorpus.ts). */
    async indexedAttachments(user: User, count: number): Promise<string[]> {
      db ??= new pg.Pool({ connectionString: running().config.DATABASE_URL, max: 2 });
      return insertIndexedAttachments(db, user.id, count);
    },
    /** The call without a token, and with a token that is not one: 401 with the spec's message (spec 01 §6). */
    async expectUnauthenticated(method: string, path: string, json?: unknown): Promise<void> {
      for (const token of [undefined, 'not-a-token']) {
        const reply = await call(method, path, { token, json });
        expect({ method, path, token, status: reply.status, body: reply.body }).toEqual({
          method,
          path,
          token,
          status: 401,
          body: { errors: [HTTP_ERROR_MESSAGES[401]] },
        });
      }
    },
  };
}

/** The error envelope of spec 01 §3 with exactly these messages. */
export const errorsOf = (...messages: string[]) => ({ errors: messages });
