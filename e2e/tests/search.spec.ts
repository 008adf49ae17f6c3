import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

test('the header search opens, suggests lowercased completions as a combobox and leads to the results page', async ({ page, site }) => {
  const author = await site.author('de');
  const prefix = author.last_name.slice(0, 4);
  await page.goto('/de/');
  const box = page.getByRole('search', { name: 'Website durchsuchen' });
  const button = box.getByRole('button', { name: 'Suche' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const input = box.getByRole('combobox', { name: 'Website durchsuchen' });
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-expanded', 'false');

  // typed in capitals, asked lowercased (spec §5)
  const asked = page.waitForRequest((request) =>
    request.url().includes('/de/api/search/autocomplete/') && new URL(request.url()).searchParams.get('query') === prefix.toLowerCase());
  await input.pressSequentially(prefix.toUpperCase());
  await asked;
  const list = page.getByRole('listbox', { name: 'Suchvorschläge' });
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(input).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? 'no list');
  const options = list.getByRole('option');
  const names = (await options.allTextContents()).map((text) => text.trim());
  const index = names.indexOf(author.last_name.toLowerCase());
  expect(index).toBeGreaterThanOrEqual(0);

  // the arrow keys move the active option; the focus stays in the input
  for (let step = 0; step <= index; step += 1) await input.press('ArrowDown');
  await expect(input).toBeFocused();
  const active = options.nth(index);
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? 'no option');
  await expectNoAxeViolations(page, 'the header search with suggestions', 'header');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/de/search\\?q=${encodeURIComponent(author.last_name.toLowerCase())}$`, 'i'));
  await expect(list).toBeHidden();
  await expect(page.getByRole('main').getByRole('link', { name: author.name })).toBeVisible();
});

test('Escape closes the suggestions, then the box, and the focus goes back to its button', async ({ page, site }) => {
  const author = await site.author('de');
  await page.goto('/de/programm');
  const box = page.getByRole('search', { name: 'Website durchsuchen' });
  const button = box.getByRole('button', { name: 'Suche' });
  await button.click();
  const input = box.getByRole('combobox');
  await expect(input).toBeFocused();
  await input.pressSequentially(author.last_name.slice(0, 4));
  await expect(page.getByRole('listbox', { name: 'Suchvorschläge' })).toBeVisible();
  await input.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Suchvorschläge' })).toBeHidden();
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(author.last_name.slice(0, 4));
  await input.press('Escape');
  await expect(input).toBeHidden();
  await expect(button).toBeFocused();
});

test('the clear button empties the box and a category keeps its tab with page 1', async ({ page, site }) => {
  const event = await site.event('de');
  const word = event.name.split(/\s+/).find((part) => part.length > 4) ?? event.name;
  await page.goto(`/de/search/events?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('main').getByRole('link', { name: event.name }).first()).toBeVisible();
  const box = page.getByRole('search', { name: 'Website durchsuchen' });
  await box.getByRole('button', { name: 'Suche' }).click();
  const input = box.getByRole('combobox');
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
