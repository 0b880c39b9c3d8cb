import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered screen that React may hydrate after the rest: a Suspense boundary, whose server-rendered
 * content React leaves as it is while it hydrates and commits what is around it, and hydrates in a later, interruptible
 * pass (at once when it receives an update or an event first; a click on it is replayed). Around what the first
 * screen's table does not need (the header, the sidebar, the matrix page's toolbar and ask box), so that the table's
 * cells get their buttons first (issue 31, bench/README.md P4). Nothing inside suspends: rendered in the browser, it is
 * its children as they are.
 */
export function HydratedLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
