/** A server time as the browser's locale shows a date and time. */
export const formatTime = (iso: string): string => new Date(iso).toLocaleString();
