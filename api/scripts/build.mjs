// Compiles the api and its command-line tools to dist/ (CommonJS for Node 20+), so production
// runs JavaScript instead of compiling TypeScript at every start. @festival/shared is source
// TypeScript and goes into the bundle; the api's declared dependencies stay in node_modules
// (native modules such as better-sqlite3 and sharp cannot be bundled).
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@festival/'));

fs.rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: new URL('..', import.meta.url).pathname,
  entryPoints: {
    server: 'src/server.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
    'seed-cli': 'src/seed/seed-cli.ts',
    'create-staff-cli': 'src/db/create-staff-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external,
  // names of functions and classes appear in logs and error reports
  keepNames: true,
  sourcemap: true,
  logLevel: 'warning',
});
