// `npm start`: install what is missing, build the web app, then migrate and serve on http://localhost:3000
// (embedded PGlite under ./data unless DATABASE_URL is set; demo data seeded and its sign-in printed).
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, root } from './lib/ensure.mjs';

ensureDependencies();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
