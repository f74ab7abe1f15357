// `npm start`: install what is missing, then build the web app while the server opens and migrates the database,
// seed the demo and serve on http://localhost:3000 (embedded PGlite under ./data unless DATABASE_URL is set); the
// demo's 30-day history of a first start is recorded after the banner, while the server already answers.
// The server runs compiled (apps/api/dist/main.js, rebuilt here in about a second when a source changed): plain
// node loads it in well under half the CPU tsx needs for the TypeScript sources. With NODE_ENV=production nothing
// is installed or built: it runs what `npm run build` made (docs/operations.md, "Production build").
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SERVER_BUNDLE } from '../apps/api/build-server.mjs';
import {
  buildWebInBackground,
  ensureDependencies,
  ensureServerBuild,
  root,
  webBuildStale,
} from './lib/ensure.mjs';

const production = process.env.NODE_ENV === 'production';
let build;
if (production) {
  if (!existsSync(SERVER_BUNDLE)) {
    console.error(
      '✖ No server build: run `npm run build` first (NODE_ENV=production never builds at start).',
    );
    process.exit(1);
  }
} else {
  ensureDependencies();
  build = webBuildStale() ? buildWebInBackground() : undefined;
  await ensureServerBuild();
}

const server = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: root,
  // With a build under way the server asks, over the IPC channel, for its end before it reads the build.
  stdio: build ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
  env: {
    ...process.env,
    DEMO_HISTORY_IN_BACKGROUND: process.env.DEMO_HISTORY_IN_BACKGROUND ?? 'true',
    ...(build ? { WEB_BUILD_PENDING: 'true' } : {}),
  },
});
if (build) {
  server.on('message', (message) => {
    if (message === 'waiting-for-web-build')
      build.then(
        () => server.connected && server.send('web-built'),
        () => {},
      );
  });
  build.catch(() => {
    server.kill('SIGTERM');
    process.exitCode = 1;
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(process.exitCode || (code ?? (signal ? 1 : 0))));
