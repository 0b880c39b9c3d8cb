export const configurationQueryKey = ['configuration'] as const;

/** `GET /api/configuration`, as the API client asks for it (also the first screen's early request, web/earlyRequestsPlugin.ts). */
export const configurationPath = '/configuration';
