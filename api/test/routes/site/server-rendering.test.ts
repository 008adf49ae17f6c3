import fs from 'node:fs';
import path from 'node:path';
import type { BreakingNews, Navigation } from '@festival/shared/api-schemas/content';
import type { ServerPayload } from '@festival/shared/ssr/server-slot';
import type { ChromeData } from '@festival/shared/ssr/chrome-data';
import { createFakeWorkspace, useWorkspaceTestApp } from '../../helpers/fake-workspace';
import { createTestApp } from '../../helpers/test-app';

/** The shell's real server build: `pnpm --filter @festival/shell run build` makes it. */
const SHELL_SERVER_BUILD = path.resolve(__dirname, '../../../../shell/dist-server/render-shell.js');

function installShellServerBuild(workspaceRoot: string): void {
  if (!fs.existsSync(SHELL_SERVER_BUILD)) throw new Error(`build the shell first: ${SHELL_SERVER_BUILD} is missing`);
  const target = path.join(workspaceRoot, 'shell', 'dist-server');
  fs.mkdirSync(target, { recursive: true });
  fs.copyFileSync(SHELL_SERVER_BUILD, path.join(target, 'render-shell.js'));
}

const t = useWorkspaceTestApp();
beforeAll(() => installShellServerBuild(t.workspaceRoot));

function rootHtml(html: string): string {
  const match = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="route-data">/.exec(html);
  if (!match) throw new Error('the document has no server-rendered #root followed by #route-data');
  return match[1] as string;
}

function routeData(html: string): ServerPayload {
  const match = /<script type="application\/json" id="route-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('the document has no #route-data');
  return JSON.parse(match[1] as string) as ServerPayload;
}

async function apiJson<T>(url: string): Promise<T> {
  const answer = await t.app.inject({ url });
  expect(answer.statusCode).toBe(200);
  return answer.json<T>();
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test.each([
  ['de', '/de'],
  ['en', '/en/programme'],
] as const)('the %s document at %s holds the chrome: main menu, footer, top alert, and its data', async (locale, url) => {
  const navigation = await apiJson<Navigation>(`/${locale}/pageeditor-api/nav`);
  const [alert] = await apiJson<BreakingNews[]>(`/${locale}/api/breaking-news/`);
  expect(navigation.menu.length).toBeGreaterThan(0);
  expect(navigation.footer.length).toBeGreaterThan(0);
  expect(alert).toBeDefined();

  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  const root = rootHtml(res.body);
  for (const item of navigation.menu) expect(root).toContain(`>${escaped(item.menu_name)}<`);
  expect(root).toContain('<footer class="sh-footer">');
  for (const link of navigation.footer) expect(root).toContain(`>${escaped(link.title)}<`);
  expect(root).toContain('class="sh-top-alert"');
  expect(root).toContain(escaped(alert!.title));

  const payload = routeData(res.body);
  const chrome = payload.chrome as ChromeData;
  expect(chrome.locale).toBe(locale);
  expect(chrome.navigation).toEqual(navigation);
  expect(chrome.breakingNews[0]).toEqual(alert);
  expect(payload.slot).toBeNull();
});

test.each([
  ['/de', '', 'Sechzig Tage, fünf Häuser, vierhundert Begegnungen'],
  ['/de/festival/besuch-planen', 'festival/besuch-planen', 'Karten gibt es online, an der Festivalkasse'],
])('the CMS page at %s is rendered with its modules, and its page data goes along', async (url, path, moduleText) => {
  const page = await apiJson<unknown>(path ? `/de/pageeditor-api/page/${path}` : '/de/pageeditor-api/page');
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(rootHtml(res.body)).toContain(moduleText);
  expect(routeData(res.body).page).toEqual({ path, locale: 'de', data: page });
});

test('the 404 page and the webshop are rendered on the server too', async () => {
  const missing = await t.app.inject({ url: '/de/gibt-es-nicht/wirklich-nicht' });
  expect(missing.statusCode).toBe(404);
  expect(rootHtml(missing.body)).toContain('<header class="sh-header');
  const shop = await t.app.inject({ url: '/webshop/', headers: { cookie: 'locale=en' } });
  expect(shop.statusCode).toBe(200);
  expect(rootHtml(shop.body)).toContain('<header class="sh-header');
});

describe.each([
  ['missing', null],
  ['throwing', 'exports.renderShell = async () => { throw new Error("broken on purpose"); };'],
  ['not a render function', 'exports.renderShell = 42;'],
])('with a %s shell server build', (_kind, build) => {
  const workspace = createFakeWorkspace();
  let app: Awaited<ReturnType<typeof createTestApp>> | undefined;
  beforeAll(async () => {
    if (build !== null) {
      fs.mkdirSync(path.join(workspace.root, 'shell', 'dist-server'), { recursive: true });
      fs.writeFileSync(path.join(workspace.root, 'shell', 'dist-server', 'render-shell.js'), build);
    }
    app = await createTestApp({ configOverrides: { workspaceRoot: workspace.root } });
  });
  afterAll(async () => {
    await app?.close();
    workspace.remove();
  });

  test('a document is answered as before: 200, an empty #root, no route data', async () => {
    const res = await app!.app.inject({ url: '/de' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="route-data"');
    expect(res.body).toContain('<html lang="de">');
  });
});
