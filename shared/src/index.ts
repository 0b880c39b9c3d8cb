export * from './constants';
export * from './texts';
export * from './envelopes';
export * from './health';
export * from './errors';
export * from './runtimeConfig';
export * from './accounts';
