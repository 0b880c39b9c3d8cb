/** The window that opened this popup, when it shows our own origin; reading another origin's location throws. */
export function sameOriginOpener(): Window | null {
  try {
    const opener: Window | null = window.opener;
    return opener && !opener.closed && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}
