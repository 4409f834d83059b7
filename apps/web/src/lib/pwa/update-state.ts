/**
 * "A new version is ready": set by the service worker's registration (`register-service-worker.ts`, loaded after the
 * first paint) when a new version has installed and waits; read by the notice in the layout. Kept apart from workbox so
 * the notice adds nothing to the first page but this.
 */
type Listener = () => void;

let apply: (() => void) | null = null;
const listeners = new Set<Listener>();

export function updateReady(): boolean {
  return apply !== null;
}

export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the registration with what takes the new version up (the waiting worker takes over, then the page reloads). */
export function announceUpdate(take: () => void): void {
  apply = take;
  for (const listener of listeners) listener();
}

/** The notice's "Reload". */
export function applyUpdate(): void {
  apply?.();
}
