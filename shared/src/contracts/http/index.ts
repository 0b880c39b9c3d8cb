/**
 * The HTTP contracts: request and response schemas (zod) written once, validated by the API's routers and inferred
 * by the web client (`z.infer`). Exported from the package root, not from `@arcline/shared/contracts`, because the
 * workflow bundles import that entry and must not load zod.
 */
export * from './ids';
export * from './matrixColumns';
export * from './attachments';
export * from './ai';
