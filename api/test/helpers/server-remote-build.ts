import { execFileSync } from 'node:child_process';
import path from 'node:path';

const WORKSPACE = path.resolve(__dirname, '..', '..', '..');

/** Builds a remote's server container (its webpack config named "server") into outputDir. */
export function buildServerRemote(folder: string, outputDir: string): void {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(WORKSPACE, folder)] });
  execFileSync(process.execPath, [cli, '--mode', 'production', '--config-name', 'server', '--output-path', outputDir], {
    cwd: path.join(WORKSPACE, folder),
    stdio: 'pipe',
  });
}
