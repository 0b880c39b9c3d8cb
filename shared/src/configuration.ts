import type { AiEngine } from './chat';
import type { ErrorReportingSetting } from './errorReporting';

/** The signed-in user as `GET /api/configuration` presents it (spec 01 §3: entity.user). */
export interface ConfigurationUser {
  id: string;
  name: string;
  displayName: string;
  fullName: string | null;
  username: string;
  email: string;
  emailVerified: boolean;
  companyName: string;
  isSuperUser: boolean;
  /** Administrator of the user's company: may open /admin. */
  isAdmin: boolean;
}

/** `GET /api/configuration` entity. */
export interface Configuration {
  user: ConfigurationUser;
  apiBaseUrl: string;
  enablePerplexity: boolean;
  errorReporting: ErrorReportingSetting;
  aiEngine: AiEngine;
}
