import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../src/config';
import { useTestApp, type TestApp } from './test-app';

export const FAKE_INDEX_HTML = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<!--image-preload-->
<title>Festival</title>
<meta name="description" content="template description">
<link rel="preload" as="script" fetchpriority="low" href="/main.0123abcd45.js">
<!--head-->
</head>
<body><div id="root"></div>
<script>document.documentElement.dataset.started = '1';</script></body>
</html>
`;

export interface FakeWorkspace {
  root: string;
  remove: () => void;
}

/**
 * A workspace root with small built apps: the shell (index.html, a hashed chunk, sw.js)
 * and mf-programme; the other remotes are not built.
 */
export function createFakeWorkspace(options: { shell?: boolean } = {}): FakeWorkspace {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-workspace-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  if (options.shell !== false) {
    write('shell/dist/index.html', FAKE_INDEX_HTML);
    write('shell/dist/main.0123abcd45.js', 'console.log("shell");');
    write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
    write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  write('mf-programme/dist/mf-manifest.json', '{"name":"mf_programme"}');
  write('mf-programme/dist/remoteEntry.js', 'var mf_programme;');
  write('mf-programme/dist/190.ce7350b539.js', 'chunk();');
  fs.mkdirSync(path.join(root, 'api', 'data'), { recursive: true });
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** A fake workspace and the app serving it, for one test file; both go away after its tests. */
export function useWorkspaceTestApp(configOverrides: Partial<AppConfig> = {}): Omit<TestApp, 'close'> & { readonly workspaceRoot: string } {
  let workspace: FakeWorkspace | undefined;
  const root = (): string => {
    if (!workspace) throw new Error('the fake workspace is made in beforeAll');
    return workspace.root;
  };
  beforeAll(() => {
    workspace = createFakeWorkspace();
  });
  const t = useTestApp(() => ({ configOverrides: { ...configOverrides, workspaceRoot: root() } }));
  // afterAll hooks run in the order they are declared: the app closes before its files go.
  afterAll(() => workspace?.remove());
  return {
    get app() { return t.app; },
    get db() { return t.db; },
    setNow: t.setNow,
    get workspaceRoot() { return root(); },
  };
}
