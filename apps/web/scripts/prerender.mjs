// `npm run build -w apps/web`, after `vite build`: the signed-out pages prerendered in English and Spanish (decision 046).
// Vite builds src/prerender/entry-server.tsx for Node (the app's own components, routes and translations), React renders
// each page to HTML, and each page is written into the built index.html as dist/prerendered/<language><path>.html, with
// the stylesheets of its lazy screen so that it paints styled before any script, its scripts named to the start-up
// script that loads the app's after the first paint (decision 061), and a brotli copy beside it. The server sends the page in the donor's language and the app hydrates it (main.tsx).
// The signed-in frame (issue 36, decision 072) is written the same way as <language>/app-shell.html.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { build } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webDir, 'dist');
const ssrOut = path.join(webDir, 'node_modules/.prerender');
const languages = ['en', 'es'];
const queryScope = 'src/app/query-scope.tsx';
/** Issue 36 (decision 072): the signed-in frame, written as `<language>/<SHELL>.html` beside the pages. */
const SHELL = 'app-shell';
const shellScreens = ['src/app/layout/donor-layout.tsx', queryScope];
const TITLE = /<title>[^<]*<\/title>/;

/**
 * Each signed-out page and the lazy screen it shows (its key in Vite's manifest); `/login` is in the first bundle. The
 * steps that need the step before (`/register/verify`, `/register/users`, the password steps, `/forget-password/verify`
 * and `/setpassword`) send a visitor back on arrival: they have nothing to prerender.
 */
const pages = [
  { path: '/login', screens: [] },
  { path: '/register', screens: [queryScope, 'src/features/registration/routes/register-choice.tsx'] },
  { path: '/register/existing', screens: [queryScope, 'src/features/registration/routes/register-existing.tsx'] },
  { path: '/register/new', screens: [queryScope, 'src/features/registration/routes/register-new.tsx'] },
  { path: '/register/complete-info', screens: [queryScope, 'src/features/registration/routes/register-complete-info.tsx'] },
  { path: '/register/success', screens: [queryScope, 'src/features/registration/routes/register-success.tsx'] },
  { path: '/forget-password', screens: [queryScope, 'src/features/password-reset/routes/forget-password.tsx'] },
  { path: '/donorcare', screens: [queryScope, 'src/features/donor-care/routes/donor-care-landing.tsx'] },
  { path: '/donorcare/form', screens: [queryScope, 'src/features/donor-care/routes/donor-care-form.tsx'] },
  { path: '/find-center', screens: [queryScope, 'src/features/centers/routes/find-center.tsx'] },
  { path: '/set-password-success', screens: [queryScope, 'src/features/password-reset/routes/set-password-success.tsx'] },
];

/** The stylesheets and scripts a lazy screen loads (its chunk and the chunks it imports), but those index.html loads. */
function screenFiles(manifest, sources, loaded) {
  const css = new Set();
  const js = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (!loaded.has(chunk.file)) js.add(chunk.file);
    for (const file of chunk.css ?? []) if (!loaded.has(file)) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  sources.forEach(visit);
  return { css: [...css], js: [...js] };
}

const brotli = promisify(brotliCompress);

async function main() {
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
  // What index.html loads: its stylesheets and icons, and the scripts its inline start-up script names (decision 061).
  const loaded = new Set([...template.matchAll(/(?:src|href|data-entry)="\/([^"]+)"/g)].map((match) => match[1]));
  const bootModules = /data-modules="([^"]*)"/.exec(template);
  if (!bootModules) throw new Error('dist/index.html needs the start-up script with its data-modules');
  for (const file of bootModules[1].split(' ').filter(Boolean)) loaded.add(file.replace(/^\//, ''));
  if (!template.includes('<div id="root"></div>') || !template.includes('<html lang="en"') || !TITLE.test(template)) {
    throw new Error('dist/index.html needs <html lang="en">, a <title> and an empty <div id="root"></div>');
  }
  // The tab's title before the app sets the screen's own: the app's name in the page's language (a Spanish page
  // showed "Donor Portal" until its screen was drawn).
  const appNames = new Map();
  for (const language of languages) {
    const common = JSON.parse(await readFile(path.join(webDir, 'src/i18n', language, 'common.json'), 'utf8'));
    appNames.set(language, common.appName.replace(/[<>&"]/g, ''));
  }

  await rm(ssrOut, { recursive: true, force: true });
  await build({
    root: webDir,
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      // The client build lets its entry drop its exports and copies small shared chunks into their users
      // (vite.config.ts); this one is imported for `renderPage`, so it keeps its exports and its chunks as they are.
      rolldownOptions: {
        preserveEntrySignatures: 'strict',
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 0 } } },
      },
    },
  });
  const { renderPage, renderShell } = await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href);

  await rm(path.join(dist, 'prerendered'), { recursive: true, force: true });
  const written = [];
  /** The page in index.html: its language, the stylesheets and scripts of its lazy screens, its locked HTML in the root. */
  const writePage = async (language, name, screens, root) => {
    const { css, js } = screenFiles(manifest, screens, loaded);
    const head = css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
    // The lazy screen's scripts start with the app's, after the page's first paint (decision 061).
    const modules = [...bootModules[1].split(' ').filter(Boolean), ...js.map((file) => `/${file}`)].join(' ');
    const html = template
      .replace(bootModules[0], () => `data-modules="${modules}"`)
      // Mantine sets the color scheme on <html> when it starts; its light colours are needed before that.
      .replace('<html lang="en"', `<html lang="${language}" data-mantine-color-scheme="light"`)
      .replace(TITLE, () => `<title>${appNames.get(language)}</title>`)
      .replace('</head>', head ? `  ${head}\n  </head>` : '</head>')
      .replace('<div id="root"></div>', () => root);
    const file = path.join(dist, 'prerendered', language, `${name}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length };
    await writeFile(`${file}.br`, await brotli(html, { params }));
    written.push(`${language}/${name.replace(/^\//, '')}`);
  };
  for (const language of languages) {
    for (const page of pages) {
      const body = await renderPage(page.path, language);
      await writePage(language, page.path, page.screens, `<div id="root" data-prerendered="${language}">${lockFields(body)}</div>`);
    }
    // Not hydrated (main.tsx draws the donor's frame in its place): marked apart from the pages. Its buttons are disabled
    // too: pressed before the app has drawn the donor's frame, they would do nothing.
    await writePage(
      language,
      SHELL,
      shellScreens,
      `<div id="root" data-shell="${language}">${lockFields(await renderShell(language))}</div>`,
    );
  }
  await writeFile(
    path.join(dist, 'prerendered', 'pages.json'),
    JSON.stringify({ languages, paths: pages.map((page) => page.path), shell: SHELL }),
  );
  if (!process.env.PRERENDER_KEEP) await rm(ssrOut, { recursive: true, force: true });
  console.log(`prerendered ${written.length} pages: ${pages.length} paths and the signed-in frame in ${languages.join(' and ')}`);
}

/**
 * Text typed into a prerendered field before the app has taken the page over would be lost when it does (the form's
 * state starts empty), and a button pressed then would do nothing (a Spanish page waits for its texts before
 * hydrating): each field is read-only and each button disabled until the hydrated screen is committed
 * (`lib/prerender-lock.ts` then removes the attribute the lock names).
 */
function lockFields(html) {
  return html
    .replace(/<(input|textarea)\b(?![^>]*\sreadonly)/g, '<$1 readonly data-prerender-lock="readonly"')
    .replace(/<button\b(?![^>]*\sdisabled)/g, '<button disabled data-prerender-lock="disabled"');
}

await main();
