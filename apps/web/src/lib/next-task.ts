/** Resolves in a later task, once the browser has had its turn (input, paint): work split this way makes no long task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
