import { afterEach, describe, expect, it, vi } from 'vitest';
import { showStoredGreeting } from './stored-greeting';

const KEY = 'portal.session.user';
const WORDS = {
  donor: { title: 'Welcome back, {{name}}!', intro: 'Thank you for donating plasma.' },
  predonor: { title: 'Welcome, {{name}}!', intro: 'Your first donation starts here.' },
};

interface Shown {
  greeting: { hidden: boolean; dataset: { greeting?: string }; children: { textContent: string }[] };
}

/** The frame's greeting (or none) at a path, and what the browser's storage holds (or a storage that refuses). */
function frame({ path = '/', stored, greeting = true }: { path?: string; stored?: unknown; greeting?: boolean }): Shown {
  const element = { hidden: true, dataset: { greeting: JSON.stringify(WORDS) }, children: [{ textContent: '' }, { textContent: '' }] };
  vi.stubGlobal('document', { querySelector: (selector: string) => (greeting && selector === '[data-greeting]' ? element : null) });
  vi.stubGlobal('window', {
    location: { pathname: path },
    localStorage: {
      getItem: (key: string) => {
        if (stored === 'refused') throw new Error('SecurityError');
        return key === KEY && stored !== undefined ? JSON.stringify(stored) : null;
      },
    },
  });
  return { greeting: element };
}

afterEach(() => vi.unstubAllGlobals());

describe('the greeting on the signed-in frame (decision 073)', () => {
  it("writes the stored donor's first name into her kind of greeting, as text, and shows it", () => {
    const { greeting } = frame({ stored: { firstName: 'Ana $& <b>', status: 'donor' } });
    showStoredGreeting(KEY);
    expect(greeting.hidden).toBe(false);
    expect(greeting.children[0]?.textContent).toBe('Welcome back, Ana $& <b>!');
    expect(greeting.children[1]?.textContent).toBe('Thank you for donating plasma.');
  });

  it("uses a new donor's own words", () => {
    const { greeting } = frame({ stored: { firstName: 'Luis', status: 'predonor' } });
    showStoredGreeting(KEY);
    expect(greeting.children[0]?.textContent).toBe('Welcome, Luis!');
  });

  it('leaves the loader alone off the home, without a session, with a status it has no words for, or a refusing storage', () => {
    for (const case_ of [
      { path: '/rewards', stored: { firstName: 'Ana', status: 'donor' } },
      { stored: undefined },
      { stored: { firstName: 'Ana', status: 'someone' } },
      { stored: { status: 'donor' } },
      { stored: 'refused' },
    ]) {
      const { greeting } = frame(case_);
      showStoredGreeting(KEY);
      expect(greeting.hidden, JSON.stringify(case_)).toBe(true);
      expect(greeting.children[0]?.textContent).toBe('');
    }
  });

  it('does nothing on a page without the frame', () => {
    frame({ greeting: false, stored: { firstName: 'Ana', status: 'donor' } });
    expect(() => showStoredGreeting(KEY)).not.toThrow();
  });
});
