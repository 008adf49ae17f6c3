import fs from 'node:fs';
import path from 'node:path';
import type { ServerPayload } from '@festival/shared/ssr/server-slot';
import type { LoadedShellPage, ShellPageInput } from '@festival/shared/ssr/shell-page';
import { useWorkspaceTestApp } from './fake-workspace';
import { buildServerRemote } from './server-remote-build';

/** The shell's real server build: `pnpm --filter @festival/shell run build` makes it. */
const SHELL_SERVER_BUILD = path.resolve(__dirname, '../../../shell/dist-server/render-shell.js');

/** Puts the shell's server build into a fake workspace, so its documents are rendered on the server. */
export function installShellServerBuild(workspaceRoot: string): void {
  if (!fs.existsSync(SHELL_SERVER_BUILD)) throw new Error(`build the shell first: ${SHELL_SERVER_BUILD} is missing`);
  fs.mkdirSync(path.join(workspaceRoot, 'shell', 'dist-server'), { recursive: true });
  fs.copyFileSync(SHELL_SERVER_BUILD, path.join(workspaceRoot, 'shell', 'dist-server', 'render-shell.js'));
}

/** The shell's server build as the api loads it: its page loads, to compare a document with. */
export function shellServerBuild(): { loadShellPage: (input: ShellPageInput, signal: AbortSignal) => Promise<LoadedShellPage | null> } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build, by path
  return require(SHELL_SERVER_BUILD) as ReturnType<typeof shellServerBuild>;
}

/**
 * A test app for one file whose workspace holds the shell's server build and the server builds of
 * the named remotes (built before the file's tests), and a reader of its api's 200 JSON answers.
 */
export function useServerRenderingApp(...remoteFolders: string[]) {
  const t = useWorkspaceTestApp();
  beforeAll(() => {
    installShellServerBuild(t.workspaceRoot);
    for (const folder of remoteFolders) buildServerRemote(folder, path.join(t.workspaceRoot, folder, 'dist-server'));
  }, 120_000);
  const apiJson = async <T>(url: string): Promise<T> => {
    const answer = await t.app.inject({ url });
    expect(answer.statusCode).toBe(200);
    return answer.json<T>();
  };
  return { t, apiJson };
}

/** The route slot's element in the server-rendered #root (what the remote rendered), or null. */
export function slotHtml(html: string): string | null {
  const start = html.indexOf('<div data-server-slot="">');
  return start < 0 ? null : html.slice(start, html.indexOf('<footer', start));
}

/** The server HTML of the CMS module with this slug (what its remote rendered), or null. */
export function moduleHtml(html: string, slug: string): string | null {
  const start = html.indexOf(`<div data-server-module="${slug}"`);
  if (start < 0) return null;
  const content = html.indexOf('>', start) + 1;
  return html.slice(content, html.indexOf('</div></div>', content));
}

/** The document's #route-data. */
export function routeData(html: string): ServerPayload {
  const match = /<script type="application\/json" id="route-data"[^>]*>(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('the document has no #route-data');
  return JSON.parse(match[1] as string) as ServerPayload;
}

/** Text as React escapes it in HTML. */
export const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
