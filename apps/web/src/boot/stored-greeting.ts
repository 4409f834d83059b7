import { STORED_USER_KEY } from '../lib/session/storage-keys';

/** The greeting's words for one kind of donor (`title` names her: `{{name}}`). */
export interface GreetingWords {
  title: string;
  intro: string;
}

/**
 * Issue 36 (decision 073): the home's greeting on the signed-in frame, drawn from the donor's stored session before the
 * app's scripts have run. The greeting is the home's largest text, and without this the frame showed it only once the
 * whole app had been drawn. The frame holds the greeting's words for each kind of donor (`data-greeting`, a JSON object
 * by status) and nothing of hers; her first name and status come from this browser's storage, where the app keeps her
 * session. Written into the frame right after the greeting (`greetingScript`), so it runs before anything below it can be
 * painted; it must be self-contained: it uses nothing but its argument and the browser's globals. Anywhere but `/`, or
 * without a stored session it can read, it does nothing, and the frame shows its loader alone.
 */
export function showStoredGreeting(storedUserKey: string): void {
  const greeting = document.querySelector<HTMLElement>('[data-greeting]');
  if (!greeting || window.location.pathname !== '/') return;
  try {
    const user = JSON.parse(window.localStorage.getItem(storedUserKey) ?? 'null') as { firstName?: unknown; status?: unknown } | null;
    const words = (JSON.parse(greeting.dataset.greeting ?? '{}') as Record<string, GreetingWords | undefined>)[String(user?.status)];
    const [title, intro] = Array.from(greeting.children);
    const name = user?.firstName;
    if (!words || typeof name !== 'string' || !title || !intro) return;
    // Text, never markup; a function, so a `$` in her name is written as it is.
    title.textContent = words.title.replace('{{name}}', () => name);
    intro.textContent = words.intro;
    greeting.hidden = false;
  } catch {
    // Storage refused (a private window's settings) or unreadable: the loader alone, as before.
  }
}

/** The frame's inline script (allowed by its hash in the server's CSP, `inlineScriptHashes`). */
export const greetingScript = `(${showStoredGreeting.toString()})(${JSON.stringify(STORED_USER_KEY)})`;
