import { defineConfig } from '@playwright/test';

// The editor's guide's screenshots (docs/editors-guide.md): `npm run guide -w e2e` starts the compiled server on a
// fresh demo database, walks the console as the demo content editor and writes docs/editors-guide/*.png.
const PORT = Number(process.env.GUIDE_PORT ?? 3330);

export default defineConfig({
  testDir: './guide',
  testMatch: /\.screens\.ts$/,
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    viewport: { width: 1280, height: 860 },
    launchOptions: { executablePath: '/usr/bin/chromium-headless-shell' },
    reducedMotion: 'reduce',
  },
  webServer: {
    command: 'bash start-server.sh',
    url: `http://127.0.0.1:${PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { PORT: String(PORT) },
  },
});
