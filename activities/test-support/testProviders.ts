import { parseRuntimeConfig } from '@arcline/shared';
import type { AiProvider } from '../src/ai/types';
import { DOCUMENT_SOURCE_NAME, type PassageStore } from '../src/ai/retrieval';
import { createRateLimiter } from '../src/ai/rateLimiter';
import type { AiLogger } from '../src/ai/logger';
import { createLocalProvider } from '../src/ai/local/localProvider';
import { createClaudeClient, createClaudeProvider } from '../src/ai/claude/claudeProvider';
import { createMemoryPassageStore } from './memoryPassageStore';
import { startFakeAnthropicServer, type FakeAnthropicServer } from './fakeAnthropicServer';
import { loadTestContract, type TestContractName } from './testContracts';

export const TEST_USER = 'user-alice';
export const OTHER_USER = 'user-bob';
export const TEST_MODEL = 'claude-test-model';
export const TEST_MAX_TOKENS = 2048;
/** The distributor agreement as an attachment of TEST_USER, and as their open Word document (paragraph ids para-0…). */
export const ATTACHMENT_ID = 'attachment-distributor';
export const DOCUMENT_ID = 'document-distributor';
/** Another user's attachment: its text must never reach TEST_USER's answers. */
export const OTHER_ATTACHMENT_ID = 'attachment-other';
export const OTHER_USERS_TEXT = 'This Agreement shall be governed by the laws of the State of Delaware. Cryptocurrency mining is permitted.';

export const partIdOf = (ordinal: number) => `para-${ordinal}`;

export interface LoggedLine {
  level: 'info' | 'warn';
  fields: Record<string, unknown>;
  message: string;
}

export function recordingLogger(lines: LoggedLine[]): AiLogger {
  return {
    info: (fields, message) => lines.push({ level: 'info', fields, message }),
    warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
  };
}

export interface TestProviders {
  local: AiProvider;
  claude: AiProvider;
  fake: FakeAnthropicServer;
  store: PassageStore;
  log: LoggedLine[];
  contracts: Record<TestContractName, { fileName: string; paragraphs: string[] }>;
  close(): Promise<void>;
}

/** Both providers over the same in-memory sources; the Claude one is the real SDK talking to the fake API. */
export async function createTestProviders(): Promise<TestProviders> {
  const contracts = {
    distributor: await loadTestContract('distributor'),
    supply: await loadTestContract('supply'),
    contentLicense: await loadTestContract('contentLicense'),
  };
  const { fileName, paragraphs } = contracts.distributor;
  const store = createMemoryPassageStore([
    { userId: TEST_USER, sourceType: 'attachment', sourceId: ATTACHMENT_ID, sourceName: fileName, paragraphs },
    { userId: TEST_USER, sourceType: 'document', sourceId: DOCUMENT_ID, sourceName: DOCUMENT_SOURCE_NAME, paragraphs, partIds: paragraphs.map((_, index) => partIdOf(index)) },
    { userId: OTHER_USER, sourceType: 'attachment', sourceId: OTHER_ATTACHMENT_ID, sourceName: 'other.txt', paragraphs: [OTHER_USERS_TEXT] },
  ]);
  const fake = await startFakeAnthropicServer();
  const config = parseRuntimeConfig({
    ANTHROPIC_API_KEY: 'test-key',
    ANTHROPIC_BASE_URL: fake.url,
    ANTHROPIC_MODEL: TEST_MODEL,
    ANTHROPIC_MAX_TOKENS: String(TEST_MAX_TOKENS),
    ANTHROPIC_TIMEOUT_MS: '10000',
  });
  const log: LoggedLine[] = [];
  const claude = createClaudeProvider({
    client: createClaudeClient(config),
    model: config.ANTHROPIC_MODEL,
    maxTokens: config.ANTHROPIC_MAX_TOKENS,
    store,
    limiter: createRateLimiter(1000),
    logger: recordingLogger(log),
  });
  return { local: createLocalProvider({ store }), claude, fake, store, log, contracts, close: () => fake.close() };
}
