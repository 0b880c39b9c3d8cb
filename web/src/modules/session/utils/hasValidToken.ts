/**
 * Whether a bearer token is present and not past its `exp` claim. The payload is only decoded, never verified:
 * the server verifies every call; this check just ends a login whose token cannot work any more (spec 01 §4).
 */
export function hasValidToken(token: string | null, nowMs: number): boolean {
  if (!token) return false;
  const payload = decodeJwtPayload(token);
  if (!payload) return false;
  return typeof payload.exp !== 'number' || payload.exp * 1000 > nowMs;
}

function decodeJwtPayload(token: string): { exp?: unknown } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const decoded: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof decoded === 'object' && decoded !== null ? decoded : null;
  } catch {
    return null;
  }
}
