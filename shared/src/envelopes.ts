/** Response envelopes of spec 01 §3: every API answer has one of these shapes. */

export type OtherData = Record<string, unknown>;

export interface EntityEnvelope<T> {
  entity: T;
  other_data: OtherData;
}

export interface CollectionEnvelope<T> {
  collection: T[];
  other_data: OtherData;
}

export interface ActionEnvelope<T> {
  actionResult: T;
}

export interface ErrorEnvelope {
  errors: string[];
}
