export const configurationQueryKey = ['configuration'] as const;
