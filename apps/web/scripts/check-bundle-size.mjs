// Sums the gzipped JavaScript that dist/index.html loads up front (entry script and module
// preloads): what /login downloads before it can render. Fails above the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// 147 KB since issue 17 (145.26 KB measured): English-only first-screen texts, the rest of the message
// catalogue and Spanish loaded with the lazy screens. Its goal + 5 % would be 153 KB, above the old budget,
// so the budget is the figure before the staff console: the first page must not grow back.
const BUDGET_BYTES = 147 * 1024;
const dist = new URL('../dist/', import.meta.url);
const html = readFileSync(new URL('index.html', dist), 'utf8');
const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  total += size;
  process.stdout.write(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}\n`);
}
process.stdout.write(
  `${(total / 1024).toFixed(2).padStart(8)} KB  total gzipped JS for the first page (budget ${BUDGET_BYTES / 1024} KB)\n`,
);
if (files.length === 0 || total > BUDGET_BYTES) process.exit(1);
