/** The part of the web app's session store the sync needs. */
export interface LoginState {
  isLoggedIn(): boolean;
  subscribe(listener: () => void): () => void;
}

/** The part of the sync engine this drives. */
export interface Startable {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the document sync only while a user is signed in: every server call needs the bearer token, and a call
 * without one would end the session. Returns the function that stops following the login.
 */
export function syncWhileLoggedIn(sync: Startable, login: LoginState, onError: (error: unknown) => void = console.error): () => void {
  let running = false;
  const follow = () => {
    const shouldRun = login.isLoggedIn();
    if (shouldRun === running) return;
    running = shouldRun;
    (shouldRun ? sync.start() : sync.stop()).catch(onError);
  };
  const unsubscribe = login.subscribe(follow);
  follow();
  return unsubscribe;
}
