// The server has nothing to compile (it runs through tsx); its build checks that the web app it serves was built.
import { existsSync } from 'node:fs';

const index = new URL('../../web/dist/index.html', import.meta.url);
if (!existsSync(index)) {
  console.error('apps/web/dist/index.html is missing: run `npm run build -w apps/web` first.');
  process.exit(1);
}
console.log('server: web app build found at apps/web/dist');
