import type { Response } from 'express';
import type {
  ActionEnvelope,
  CollectionEnvelope,
  EntityEnvelope,
  ErrorEnvelope,
  OtherData,
  SignedInResponse,
} from '@arcline/shared';

/** An entity's envelope (spec 01 §3), as `respond.entity` sends it and the server's first screen embeds it. */
export function entityEnvelope<T>(entity: T, otherData: OtherData = {}): EntityEnvelope<T> {
  return { entity, other_data: otherData };
}

/** The only place that builds response envelopes (spec 01 §3). */
export const respond = {
  entity<T>(res: Response, entity: T, otherData: OtherData = {}, status = 200): void {
    res.status(status).json(entityEnvelope(entity, otherData));
  },
  collection<T>(res: Response, collection: T[], otherData: OtherData = {}, status = 200): void {
    const body: CollectionEnvelope<T> = { collection, other_data: otherData };
    res.status(status).json(body);
  },
  action<T>(res: Response, actionResult: T, status = 200): void {
    const body: ActionEnvelope<T> = { actionResult };
    res.status(status).json(body);
  },
  errors(res: Response, messages: string[], status: number, extra: Record<string, unknown> = {}): void {
    const body: ErrorEnvelope & Record<string, unknown> = { ...extra, errors: messages };
    res.status(status).json(body);
  },
  /** Login and signup (spec 01 §7: success judged by an ok flag): the new session's bearer token. */
  signedIn(res: Response, token: string): void {
    const body: SignedInResponse = { ok: true, token };
    res.status(200).json(body);
  },
  noContent(res: Response): void {
    res.status(204).end();
  },
};
