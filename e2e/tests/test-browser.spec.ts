import { expect, test } from '@playwright/test';

// The browser every spec runs in (fixtures/chromium.ts): its launch flags keep Chromium's own
// window UI out of it, which cost more CPU per test than most pages under test.
test('a new context opens no browser UI beside its page', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('about:blank');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.filter((target) => target.type !== 'page').map((target) => target.url)).toEqual([]);
  } finally {
    await context.close();
  }
});
