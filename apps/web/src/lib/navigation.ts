type Navigate = (to: string, state?: unknown) => void;

let navigator: Navigate | null = null;
/**
 * A move asked for before the router registered itself (a session that ended while a Spanish page still waited for its
 * texts before its first render): made when it does. A full page load instead would lose the state (why it ended).
 */
let waiting: { to: string; state: unknown } | null = null;

/** Lets code outside React (session end, 401s) move the app; the router registers itself at start-up. */
export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
  const move = waiting;
  waiting = null;
  if (move) navigate(move.to, move.state);
}

/** Moves the app to `to`, with router state for the page there (e.g. why the session ended); the last move asked before the router is ready waits for it. */
export function navigateTo(to: string, state?: unknown): void {
  if (navigator) navigator(to, state);
  else waiting = { to, state };
}
