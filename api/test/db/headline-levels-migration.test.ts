import { up } from '../../src/db/migrations/20261123-50-headline-levels';
import { useWorkspaceTestApp } from '../helpers/fake-workspace';

const t = useWorkspaceTestApp();

const headline = (slug: string, level: unknown) => ({ slug, model: 'Headline', headline_level: level, preline: '', content: slug, subline: '', anchor: '' });

function levels(json: string): unknown[] {
  const found: unknown[] = [];
  JSON.parse(json, (key, value) => {
    if (key === 'headline_level') found.push(value);
    return value;
  });
  return found;
}

test('the seed stores no headline level outside 2 to 6, and the programme page answers level 2', async () => {
  const rows = await t.db.kysely.selectFrom('pages').select(['modules_de', 'modules_en']).execute();
  const all = rows.flatMap((row) => [...levels(row.modules_de), ...levels(row.modules_en)]);
  expect(all.length).toBeGreaterThan(0);
  expect(all.filter((level) => typeof level !== 'number' || level < 2 || level > 6)).toEqual([]);
  const page = (await t.app.inject({ url: '/de/pageeditor-api/page/programm' })).json() as { modules: Array<{ model: string; headline_level?: number }> };
  expect(page.modules.find((module) => module.model === 'Headline')?.headline_level).toBe(2);
});

test('the migration brings stored levels, also inside sections, into 2 to 6 and leaves valid ones alone', async () => {
  const section = { slug: 's', model: 'Section', columns: [{ index: 0, classes: '', children: [headline('c', 9), headline('d', 4)] }] };
  const page = await t.db.kysely.selectFrom('pages').select(['id', 'modules_de', 'modules_en']).orderBy('id').executeTakeFirstOrThrow();
  await t.db.kysely.updateTable('pages').set({ modules_de: JSON.stringify([headline('a', 1), section, headline('b', 'x')]) }).where('id', '=', page.id).execute();
  try {
    await up(t.db.kysely);
    const row = await t.db.kysely.selectFrom('pages').select(['modules_de', 'modules_en']).where('id', '=', page.id).executeTakeFirstOrThrow();
    expect(levels(row.modules_de)).toEqual([2, 6, 4, 2]);
    expect(row.modules_en).toBe(page.modules_en);
  } finally {
    await t.db.kysely.updateTable('pages').set({ modules_de: page.modules_de }).where('id', '=', page.id).execute();
  }
});

test('the api answers a stored level outside 2 to 6 clamped', async () => {
  const page = await t.db.kysely.selectFrom('pages').select(['id', 'url_de', 'modules_de']).where('url_de', '=', 'programm').executeTakeFirstOrThrow();
  await t.db.kysely.updateTable('pages').set({ modules_de: JSON.stringify([headline('a', 1), headline('b', 7)]) }).where('id', '=', page.id).execute();
  try {
    const answer = (await t.app.inject({ url: '/de/pageeditor-api/page/programm' })).json() as { modules: Array<{ headline_level: number }> };
    expect(answer.modules.map((module) => module.headline_level)).toEqual([2, 6]);
  } finally {
    await t.db.kysely.updateTable('pages').set({ modules_de: page.modules_de }).where('id', '=', page.id).execute();
  }
});
