import { z } from 'zod';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './constants';

/** Azurite's well-known development account (documented by Microsoft; not a secret). */
export const AZURITE_ACCOUNT = 'devstoreaccount1';
export const AZURITE_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export const DEFAULT_PORTS = {
  web: 8080,
  postgres: 5488,
  blob: 10000,
  temporal: 7233,
  temporalUi: 8233,
  smtp: 1025,
  mailInbox: 1080,
  identityProvider: 8090,
} as const;

export const azuriteConnectionString = (blobPort: number, host = '127.0.0.1'): string =>
  `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_KEY};` +
  `BlobEndpoint=http://${host}:${blobPort}/${AZURITE_ACCOUNT};`;

const DEV_JWT_SECRET = 'arcline-local-development-secret-change-me';

const runtimeConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().nonnegative().default(DEFAULT_PORTS.web),
    PUBLIC_URL: z.string().url().optional(),
    DATABASE_URL: z.string().min(1).optional(),
    TEMPORAL_ADDRESS: z.string().default(`127.0.0.1:${DEFAULT_PORTS.temporal}`),
    TEMPORAL_NAMESPACE: z.string().default('default'),
    TEMPORAL_UI_URL: z.string().default(`http://localhost:${DEFAULT_PORTS.temporalUi}`),
    AZURE_STORAGE_CONNECTION_STRING: z.string().default(azuriteConnectionString(DEFAULT_PORTS.blob)),
    BLOB_CONTAINER: z.string().default('arcline'),
    JWT_SECRET: z.string().min(16).default(DEV_JWT_SECRET),
    SMTP_URL: z.string().default(`smtp://127.0.0.1:${DEFAULT_PORTS.smtp}`),
    MAIL_FROM: z.string().default('Arcline <no-reply@arcline.local>'),
    ANTHROPIC_API_KEY: z.string().optional(),
    /** Express `trust proxy`: 'loopback' locally; behind nginx or a load balancer name its network (e.g. 'uniquelocal'). */
    TRUST_PROXY: z.string().default('loopback'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** Seed the demo companies and users at start (the launcher sets it for the embedded database). */
    SEED_DEMO_DATA: z.stringbool().default(false),
    SEED_PASSWORD: z.string().min(8).default('demo-password'),
    /** Comma-separated e-mails that are super users. */
    SUPER_USER_EMAILS: z.string().default(''),
    USERNAME_MIN_LENGTH: z.coerce.number().int().positive().default(USERNAME_MIN_LENGTH),
    USERNAME_MAX_LENGTH: z.coerce.number().int().positive().default(USERNAME_MAX_LENGTH),
    /** Identity provider for popup sign-in; the launcher starts a local one at this issuer. */
    OIDC_ISSUER: z.string().url().default(`http://localhost:${DEFAULT_PORTS.identityProvider}`),
    OIDC_CLIENT_ID: z.string().default('arcline-web'),
    OIDC_CLIENT_SECRET: z.string().default('arcline-local-client-secret'),
    OIDC_PROVIDER_ID: z.string().default('oidc'),
    TERMS_OF_USE_PATH: z.string().optional(),
    PRIVACY_POLICY_PATH: z.string().optional(),
    ADDIN_STORE_URL: z.string().url().default('https://appsource.microsoft.com/'),
    /** Also serve the app over HTTPS (Word needs it for the task pane) with office-addin-dev-certs certificates. */
    ADDIN_HTTPS: z.stringbool().default(false),
    ADDIN_HTTPS_PORT: z.coerce.number().int().nonnegative().default(8443),
    /** The origin the add-in manifest points Word at; default the local HTTPS origin when ADDIN_HTTPS, else PUBLIC_URL. */
    ADDIN_PUBLIC_URL: z.string().url().optional(),
    /** Claude model used when ANTHROPIC_API_KEY is set (an id from the Model list of @anthropic-ai/sdk). */
    ANTHROPIC_MODEL: z.string().min(1).default('claude-sonnet-5-5'),
    /** Another Messages API endpoint, e.g. the fake server of the tests; unset means Anthropic's. */
    ANTHROPIC_BASE_URL: z.string().url().optional(),
    ANTHROPIC_MAX_TOKENS: z.coerce.number().int().positive().default(4096),
    /** Time limit of one Claude request; retries are Temporal's, so one slow call fails instead of hanging. */
    ANTHROPIC_TIMEOUT_MS: z.coerce.number().int().positive().default(180000),
    /** Calls per second to the Claude API from one worker process, shared by chat, review, research and matrix cells. */
    AI_CALLS_PER_SECOND: z.coerce.number().positive().default(5),
    /**
     * AI calls of matrix cells one worker process makes at once, so with AI_CALLS_PER_SECOND a chat call waits behind
     * at most this many matrix calls.
     */
    MATRIX_CELL_CONCURRENCY: z.coerce.number().int().positive().default(10),
    /**
     * Matrix cells a worker process holds beyond those in an AI call (unset: as many as MATRIX_CELL_CONCURRENCY): their
     * activity slots read the next cells' documents and store the last answers while the AI calls go on.
     */
    MATRIX_CELL_PREFETCH: z.coerce.number().int().positive().optional(),
    /**
     * Matrix cells of one user started and not yet answered, over all their matrices (fair sharing). Unset: derived from
     * the matrix workers' capacity (MATRIX_CELLS_IN_FLIGHT_PER_SLOT × cell slots × workers polling).
     */
    MATRIX_USER_CELLS_IN_FLIGHT: z.coerce.number().int().positive().optional(),
    /** Enables DeepL (text and documents) for the pairs it serves; Apertium serves da/nb/sv offline either way. */
    DEEPL_API_KEY: z.string().min(1).optional(),
    /** Another DeepL API endpoint, e.g. the fake server of the tests; unset means DeepL's (free or pro by the key). */
    DEEPL_SERVER_URL: z.string().url().optional(),
    /** Characters a company may translate per calendar month (UTC), as text and as files. */
    TRANSLATION_TEXT_QUOTA_CHARS: z.coerce.number().int().nonnegative().default(1_000_000),
    TRANSLATION_FILE_QUOTA_CHARS: z.coerce.number().int().nonnegative().default(5_000_000),
    /** How long a translated file can be downloaded before it is deleted. */
    TRANSLATION_DOWNLOAD_EXPIRY_SECONDS: z.coerce.number().int().positive().default(3600),
    /** How long translate-file waits for the upload and the translate call before it gives up and deletes the upload. */
    TRANSLATION_UPLOAD_WAIT_SECONDS: z.coerce.number().int().positive().default(1800),
    /** A self-hosted OpenAI-compatible chat completions server (vLLM, llama.cpp server, Ollama), e.g. http://localhost:8000/v1. */
    LLM_BASE_URL: z.string().url().optional(),
    /** The model that server serves; required with LLM_BASE_URL. */
    LLM_MODEL: z.string().min(1).optional(),
    /** Only for servers that check a key (vLLM --api-key); a placeholder is sent otherwise. */
    LLM_API_KEY: z.string().optional(),
    LLM_MAX_TOKENS: z.coerce.number().int().positive().default(4096),
    /** Sources up to this many characters go to the self-hosted model whole, larger ones as retrieved passages; fit it to the context window. */
    LLM_CONTEXT_CHARS: z.coerce.number().int().positive().default(60000),
    /** Time limit of one request to the self-hosted server; local models are slower than Claude. */
    LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(300000),
    /** Each open push topic's workflow is described in Temporal at most once per this many seconds, whatever the polling. */
    PUSH_WORKFLOW_CHECK_SECONDS: z.coerce.number().positive().default(5),
    /**
     * A folder of workflow bundles prebuilt by `worker/src/workflowBundles.ts` (main.js, matrix.js): the worker
     * loads them instead of bundling the workflow sources with webpack at every start (tens of seconds on a busy machine).
     */
    WORKFLOW_BUNDLE_DIR: z.string().min(1).optional(),
    /** Sentry DSN to forward error reports to; unset keeps them only in PostgreSQL (README "Error reporting"). */
    SENTRY_DSN: z.string().url().optional(),
    /** Environment tag of error reports; defaults to NODE_ENV. */
    SENTRY_ENVIRONMENT: z.string().min(1).optional(),
    /** Release tag of error reports (e.g. a git commit); defaults to the package version. */
    SENTRY_RELEASE: z.string().min(1).default('arcline@0.1.0'),
  })
  .superRefine((cfg, ctx) => {
    if (cfg.NODE_ENV === 'production' && (cfg.JWT_SECRET === DEV_JWT_SECRET || /change-me/i.test(cfg.JWT_SECRET))) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET must be set to a secret of your own in production' });
    }
    if (cfg.LLM_BASE_URL && !cfg.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'LLM_MODEL must name the model served at LLM_BASE_URL' });
    }
  });

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema> & {
  PUBLIC_URL: string;
  DATABASE_URL: string;
  ADDIN_PUBLIC_URL: string;
  SENTRY_ENVIRONMENT: string;
};

/** Reads the process environment once; every process (API, worker, launcher) uses the same defaults. */
export function parseRuntimeConfig(env: Record<string, string | undefined>): RuntimeConfig {
  const parsed = runtimeConfigSchema.parse(env);
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  return {
    ...parsed,
    PUBLIC_URL: publicUrl,
    ADDIN_PUBLIC_URL: parsed.ADDIN_PUBLIC_URL ?? (parsed.ADDIN_HTTPS ? `https://localhost:${parsed.ADDIN_HTTPS_PORT}` : publicUrl),
    SENTRY_ENVIRONMENT: parsed.SENTRY_ENVIRONMENT ?? parsed.NODE_ENV,
    DATABASE_URL:
      parsed.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${DEFAULT_PORTS.postgres}/arcline`,
  };
}

/** The AI engine a process runs: Claude when ANTHROPIC_API_KEY is set, else a self-hosted model when LLM_BASE_URL is, else offline. */
export function aiEngineOf(config: Pick<RuntimeConfig, 'ANTHROPIC_API_KEY' | 'LLM_BASE_URL'>): 'claude' | 'selfHosted' | 'local' {
  if (config.ANTHROPIC_API_KEY?.trim()) return 'claude';
  return config.LLM_BASE_URL ? 'selfHosted' : 'local';
}
