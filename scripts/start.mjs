// `npm start`: install what is missing, then build the web app while the server opens and migrates the database,
// seed the demo and serve on http://localhost:3000 (embedded PGlite under ./data unless DATABASE_URL is set); the
// demo's 30-day history of a first start is recorded after the banner, while the server already answers.
import { spawn } from 'node:child_process';
import { buildWebInBackground, ensureDependencies, root, webBuildStale } from './lib/ensure.mjs';

ensureDependencies();
const build = webBuildStale() ? buildWebInBackground() : undefined;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
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
