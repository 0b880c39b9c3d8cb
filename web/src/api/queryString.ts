export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** Only non-empty values are appended; lists travel JSON-encoded (`topicIds=["a","b"]`). */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.append(name, JSON.stringify(value));
      continue;
    }
    params.append(name, String(value));
  }
  const encoded = params.toString();
  return encoded ? `?${encoded}` : '';
}
