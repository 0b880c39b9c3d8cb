export type StackEnv = {
  NODE_ENV: 'test';
  LOG_LEVEL: string;
  DATABASE_URL: string;
  AZURE_STORAGE_CONNECTION_STRING: string;
  TEMPORAL_ADDRESS: string;
  BLOB_CONTAINER: string;
  LOGS_DIR: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    stackEnv: StackEnv;
  }
}
