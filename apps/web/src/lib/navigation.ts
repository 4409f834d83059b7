type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

/** Lets code outside React (session end, 401s) move the app; the router registers itself at start-up. */
export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  navigator(to);
}
