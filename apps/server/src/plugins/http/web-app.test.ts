import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isAppRoute } from './web-app';

let t: TestApp;
let dist: string;
const bigScript = `console.log(${JSON.stringify('x'.repeat(20_000))});`;
const brotliCopy = brotliCompressSync(bigScript);
/** The inline start-up script the build writes into index.html (decision 061). */
const startUpScript = '(function (boot) { boot.remove(); })(document.currentScript)';
const bigSvg = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'y'.repeat(20_000)}</desc></svg>`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Donor Portal</title></head><body><div id="root"></div><script data-entry="/assets/index-abc123.js" data-modules="">${startUpScript}</script></body></html>`,
  );
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), bigScript);
  // The build writes a brotli copy beside each script (decision 039); an image here has none.
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCopy);
  await writeFile(path.join(dist, 'assets', 'logo-abc123.svg'), bigSvg);
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow:\n');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('isAppRoute', () => {
  it.each(['/', '/login', '/donorcare', '/referral/referral-unique-code/AB12', '/register/verify?x=1'])('%s is an app route', (url) => {
    expect(isAppRoute(url)).toBe(true);
  });
  it.each(['/api', '/api/unknown', '/assets/missing.js', '/robots.txt', '/favicon.ico'])('%s is not', (url) => {
    expect(isAppRoute(url)).toBe(false);
  });
});

describe('serving the web app', () => {
  it('answers app routes with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/donorcare', '/no/such/page']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, compressed', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(bigScript.length / 10);
  });

  it("sends the build's brotli copy to a browser that takes brotli, and compresses a file without one", async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.rawPayload.equals(brotliCopy)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bigScript);

    const svg = await t.app.inject({ url: '/assets/logo-abc123.svg', headers: { 'accept-encoding': 'br' } });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(svg.rawPayload).toString()).toBe(bigSvg);
  });

  it('serves real files such as robots.txt', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent');
  });

  it('does not fall back for the API, assets or other files', async () => {
    for (const url of ['/api/unknown', '/assets/missing.js', '/missing.txt']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: 404, code: 'notFound' });
    }
  });

  it("answers a browser's unknown file paths with the app's 404 page, scripts and the API with JSON", async () => {
    const page = { accept: 'text/html,application/xhtml+xml' };
    for (const url of ['/Applogin/login.php', '/assets/old-123.js', '/missing.txt']) {
      const res = await t.app.inject({ url, headers: page });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toMatch(/<html lang="en">.*<title>Donor Portal<\/title>/s);
    }
    const api = await t.app.inject({ url: '/api/nothing', headers: page });
    expect(api.json()).toMatchObject({ status: 404, code: 'notFound' });
  });

  it('keeps serving the app while a build replaces index.html, never a bare "404 Not Found"', async () => {
    // `vite build` empties dist before writing it again; a server still running must not break.
    const index = path.join(dist, 'index.html');
    await rename(index, `${index}.building`);
    try {
      for (const url of ['/Applogin', '/Applogin/extra', '/']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<title>Donor Portal</title>');
      }
    } finally {
      await rename(`${index}.building`, index);
    }
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject({ url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("allows index.html's start-up script by its hash, and no other inline script (decision 061)", async () => {
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    const csp = String((await t.app.inject({ url: '/login' })).headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe(`'self' ${hash(startUpScript)}`);
    expect(scriptSrc).not.toContain(hash(`${startUpScript};`));
  });
});

describe('the prerendered pages (decision 052)', () => {
  let built: TestApp;
  let folder: string;
  const page = (language: string, pagePath: string) =>
    `<!doctype html><html lang="${language}"><head></head><body><div id="root" data-prerendered="${language}">${language}${pagePath}</div></body></html>`;
  const greeting = 'showGreeting("portal.session.user")';
  const shell = (language: string) =>
    `<!doctype html><html lang="${language}"><head></head><body><div id="root" data-shell="${language}">frame<script>${greeting}</script></div></body></html>`;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'portal-dist-prerendered-'));
    await writeFile(
      path.join(folder, 'index.html'),
      '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
    for (const language of ['en', 'es']) {
      for (const pagePath of ['/login', '/register/new']) {
        const file = path.join(folder, 'prerendered', language, `${pagePath}.html`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, page(language, pagePath));
        await writeFile(`${file}.br`, brotliCompressSync(page(language, pagePath)));
      }
    }
    for (const language of ['en', 'es']) {
      const file = path.join(folder, 'prerendered', language, 'app-shell.html');
      await writeFile(file, shell(language));
      await writeFile(`${file}.br`, brotliCompressSync(shell(language)));
    }
    await writeFile(
      path.join(folder, 'prerendered', 'pages.json'),
      JSON.stringify({ languages: ['en', 'es'], paths: ['/login', '/register/new'], shell: 'app-shell' }),
    );
    built = await createTestApp({ webDistDir: folder });
  });
  afterAll(async () => {
    await built.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("allows the frame's greeting script by its hash, once for both languages (decision 073)", async () => {
    const hash = `'sha256-${createHash('sha256').update(greeting).digest('base64')}'`;
    const csp = String((await built.app.inject({ url: '/login' })).headers['content-security-policy']);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' ${hash}`);
  });

  it("sends a prerendered page in the browser's first language, and says the answer depends on it", async () => {
    for (const [acceptLanguage, language] of [
      ['es-US,es;q=0.9,en;q=0.8', 'es'],
      ['en-US,en;q=0.9,es;q=0.8', 'en'],
      [undefined, 'en'],
    ] as const) {
      const res = await built.app.inject({
        url: '/register/new?ref=1',
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers.vary)).toMatch(/Accept-Language.*Cookie/);
      expect(res.body).toBe(page(language, '/register/new'));
    }
  });

  it("sends the donor's stored choice (the language cookie) over the browser's language", async () => {
    const res = await built.app.inject({
      url: '/login',
      headers: { 'accept-language': 'en-US', cookie: 'other=1; portal.language=es' },
    });
    expect(res.body).toBe(page('es', '/login'));
    const unknown = await built.app.inject({ url: '/login', headers: { 'accept-language': 'es', cookie: 'portal.language=fr' } });
    expect(unknown.body).toBe(page('es', '/login'));
  });

  it("sends the build's brotli copy to a browser that takes brotli", async () => {
    const res = await built.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip, br', 'accept-language': 'es' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page('es', '/login'));
  });

  it('answers the pages it has not prerendered with index.html', async () => {
    for (const url of ['/', '/rewards', '/register/other']) {
      const res = await built.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('data-prerendered');
    }
  });

  it("sends the signed-in frame in the donor's language to a browser with a session, on any page but the console (issue 36)", async () => {
    for (const url of ['/', '/rewards', '/appointments/abc/check-in?x=1', '/login', '/no-such-page']) {
      for (const [cookie, language] of [
        ['portal.signed-in=1', 'en'],
        ['portal.language=es; portal.signed-in=1', 'es'],
      ] as const) {
        const res = await built.app.inject({ url, headers: { cookie, 'accept-language': 'en-US' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, `${url} ${cookie}`).toBe(shell(language));
        expect(String(res.headers.vary), url).toContain('Cookie');
      }
    }
    const brotli = await built.app.inject({
      url: '/rewards',
      headers: { cookie: 'portal.signed-in=1', 'accept-encoding': 'br', 'accept-language': 'es' },
    });
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(shell('es'));
  });

  it("never sends the frame to the staff console, to files, or without the session's cookie", async () => {
    for (const url of ['/staff', '/staff/centers', '/rewards', '/']) {
      const cookie = url.startsWith('/staff') ? 'portal.signed-in=1' : 'portal.signed-in=0; signed-in=1';
      const res = await built.app.inject({ url, headers: { cookie } });
      expect(res.body, url).not.toContain('data-shell');
      expect(String(res.headers.vary), url).toContain('Cookie');
    }
    const file = await built.app.inject({ url: '/old/file.php', headers: { cookie: 'portal.signed-in=1', accept: 'text/html' } });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('data-shell');
    const visitor = await built.app.inject({ url: '/login', headers: { 'accept-language': 'es' } });
    expect(visitor.body).toBe(page('es', '/login'));
  });
});
