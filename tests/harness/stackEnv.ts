export type StackEnv = {
  NODE_ENV: 'test';
  LOG_LEVEL: string;
  DATABASE_URL: string;
  AZURE_STORAGE_CONNECTION_STRING: string;
  TEMPORAL_ADDRESS: string;
  BLOB_CONTAINER: string;
  /** The local identity provider; it accepts callbacks of any API whose PUBLIC_URL is http://127.0.0.1:<port>. */
  OIDC_ISSUER: string;
  LOGS_DIR: string;
  /** The shared MailDev: the worker sends every test's mail there (tests use their own addresses). */
  SMTP_URL: string;
  /** MailDev's REST inbox. */
  MAIL_INBOX_URL: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    stackEnv: StackEnv;
    /** The process of the shared test worker (globalSetup's own). */
    workerPid: number;
  }
}
