import { afterEach, vi } from 'vitest';

/** Any console.error during a test is a defect the test did not expect: fail it (the setup file of every vitest project). */
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length) {
    const logged = errors
      .splice(0)
      .map((args) => args.map(String).join(' '))
      .join('\n');
    throw new Error(`console.error was called:\n${logged}`);
  }
});
