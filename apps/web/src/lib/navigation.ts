type Navigate = (to: string, state?: unknown) => void;

// Before the router registers itself, a full page load (which cannot carry state).
let navigator: Navigate = (to) => window.location.assign(to);

/** Lets code outside React (session end, 401s) move the app; the router registers itself at start-up. */
export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

/** Moves the app to `to`, with router state for the page there (e.g. why the session ended). */
export function navigateTo(to: string, state?: unknown): void {
  navigator(to, state);
}
