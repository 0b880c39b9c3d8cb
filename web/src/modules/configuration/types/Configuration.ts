/** `GET /api/configuration` entity (spec 01 §3). */
export interface Configuration {
  user: {
    id: string;
    name: string;
    displayName: string;
    fullName: string | null;
    username: string;
    email: string;
    emailVerified: boolean;
    companyName: string;
    isSuperUser: boolean;
  };
  apiBaseUrl: string;
  enablePerplexity: boolean;
  errorReporting: { enabled: boolean; sampleRate: number };
  aiEngine: 'local' | 'claude';
}
