import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('the header search opens, suggests lowercased completions and leads to the results page', async ({ page, site }) => {
  const author = await site.author('de');
  const prefix = author.last_name.slice(0, 4);
  await page.goto('/de/');
  const box = page.getByRole('search', { name: 'Website durchsuchen' });
  const button = box.getByRole('button', { name: 'Suche' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const input = box.getByRole('searchbox', { name: 'Website durchsuchen' });
  await expect(input).toBeFocused();

  // typed in capitals, asked lowercased (spec §5)
  const asked = page.waitForRequest((request) =>
    request.url().includes('/de/api/search/autocomplete/') && new URL(request.url()).searchParams.get('query') === prefix.toLowerCase());
  await input.pressSequentially(prefix.toUpperCase());
  await asked;
  const list = page.getByRole('list', { name: 'Suchvorschläge' });
  const suggestion = list.getByRole('button', { name: author.last_name.toLowerCase(), exact: true });
  await expect(suggestion).toBeVisible();

  await input.press('ArrowDown');
  await expect(list.getByRole('button').first()).toBeFocused();
  await suggestion.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/de/search\\?q=${encodeURIComponent(author.last_name.toLowerCase())}$`, 'i'));
  await expect(list).toBeHidden();
  await expect(page.getByRole('main').getByRole('link', { name: author.name })).toBeVisible();
});

test('the clear button empties the box and a category keeps its tab with page 1', async ({ page, site }) => {
  const event = await site.event('de');
  const word = event.name.split(/\s+/).find((part) => part.length > 4) ?? event.name;
  await page.goto(`/de/search/events?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('main').getByRole('link', { name: event.name }).first()).toBeVisible();
  const box = page.getByRole('search', { name: 'Website durchsuchen' });
  await box.getByRole('button', { name: 'Suche' }).click();
  const input = box.getByRole('searchbox');
  await expect(input).toBeFocused();
  await input.fill('zzz');
  await box.getByRole('button', { name: 'Eingabe löschen' }).click();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await input.fill(word);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/de/search/events\\?q=`));
  await expect(page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Veranstaltungen' })).toHaveAttribute('aria-current', 'page');
});

test('a search without hits says so', async ({ page }) => {
  await page.goto('/en/search?q=qqqxqqq');
  await expect(page.getByRole('main')).toContainText('Your search did not return any results');
});

test('the search page has no serious accessibility violation', async ({ page, site }) => {
  const author = await site.author('de');
  await page.goto(`/de/search?q=${encodeURIComponent(author.last_name)}`);
  await expect(page.getByRole('main').getByRole('link', { name: author.name })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
});
