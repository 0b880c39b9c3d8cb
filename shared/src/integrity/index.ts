export * from './clauseNumbers';
export * from './checkIntegrity';
