import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { addDays, berlinDay } from '@festival/shared/format/berlin-time';
import { l } from './bilingual';
import type { SeedRefs } from './seed-refs';

/** Regular box-office hours (ISO weekday): Monday closed, Wednesday with a lunch break. */
const WEEK: [number, string | null, string | null][] = [
  [1, null, null], [2, '11:00:00', '19:00:00'], [3, '11:00:00', '14:00:00'], [3, '15:00:00', '20:00:00'],
  [4, '11:00:00', '20:00:00'], [5, '11:00:00', '22:00:00'], [6, '10:00:00', '22:00:00'], [7, '12:00:00', '18:00:00'],
];

/** Days (from the seed day) with special hours. */
const HOLIDAY_OFFSET = 5;
const MOVED_BOX_OFFICE_OFFSET = 9;

export async function seedSiteInfo(trx: Transaction<Database>, refs: SeedRefs): Promise<void> {
  await trx.insertInto('settings').values({
    id: 1, is_site_online: 1, is_shop_online: 1,
    html_footer_logos: '<ul class="footer-logos"><li><img src="/media/funder-logo-1.jpg?w=320" width="320" height="200" alt="Senatsverwaltung für Kultur"></li><li><img src="/media/funder-logo-2.jpg?w=320" width="320" height="200" alt="Stiftung Buchkunst"></li></ul>',
    html_footer_top: '<p>Literaturfestival Berlin · Fraenkelufer 38 · 10999 Berlin</p>',
    html_footer_bottom: '<p>© Literaturfestival Berlin gGmbH</p>',
    html_header: '',
  }).execute();

  await trx.insertInto('opening_hours').values(WEEK.map(([weekday, from, to], index) => {
    const closed = from === null;
    return {
      id: index + 1, weekday, time_from: from, time_to: to, closed: closed ? 1 : 0, sort: index,
      alternative_link_url: '',
      alternative_text_de: closed ? 'Montags ist die Festivalkasse geschlossen; Karten gibt es online.' : '',
      alternative_text_en: closed ? 'The festival box office is closed on Mondays; tickets are available online.' : '',
    };
  })).execute();

  const day = (offset: number) => addDays(berlinDay(refs.now), offset);
  const holiday = l('Feiertag: Die Festivalkasse bleibt geschlossen.', 'Public holiday: the festival box office is closed.');
  const moved = l('Heute verkaufen wir Karten an der Abendkasse im Theater am Gleisdreieck.', 'Today tickets are sold at the door of the Gleisdreieck Theatre.');
  await trx.insertInto('opening_hours_exceptions').values([
    { id: 1, date: day(HOLIDAY_OFFSET), time_from: null, time_to: null, closed: 1, alternative_link_url: '', alternative_text_de: holiday.de, alternative_text_en: holiday.en, sort: 0 },
    { id: 2, date: day(MOVED_BOX_OFFICE_OFFSET), time_from: '17:00:00', time_to: '20:00:00', closed: 0,
      alternative_link_url: refs.venueLink(refs.venueIds.length - 1).de || '/de/festival/besuch-planen',
      alternative_text_de: moved.de, alternative_text_en: moved.en, sort: 0 },
  ]).execute();

  await trx.insertInto('breaking_news').values([
    { id: 1, title_de: 'Open Air zieht um', title_en: 'Open-air reading moves indoors',
      text_de: 'Wegen der Unwetterwarnung findet die Lesung im Innenhof der Alten Münze heute im Münzsaal statt. Alle Karten bleiben gültig.',
      text_en: 'Because of the severe weather warning, today’s reading in the courtyard of the Alte Münze takes place in the Mint Hall. All tickets remain valid.',
      link_de: '/de/programm', link_en: '/en/programme', link_title_de: 'Zum Programm', link_title_en: 'See the programme',
      is_active: 1, online_from: refs.daysAgo(1), online_to: refs.daysAhead(14), sort: 0 },
    { id: 2, title_de: 'Vorverkauf gestartet', title_en: 'Advance sales have started',
      text_de: 'Der Vorverkauf für alle Veranstaltungen hat begonnen.', text_en: 'Advance sales for all events have begun.',
      link_de: '/de/programm', link_en: '/en/programme', link_title_de: 'Karten kaufen', link_title_en: 'Buy tickets',
      is_active: 1, online_from: refs.daysAgo(60), online_to: refs.daysAgo(30), sort: 1 },
  ]).execute();

  await trx.insertInto('redirects').values([
    { id: 1, old_path: '/de/alt-programm', new_path: '/de/programm' },
    { id: 2, old_path: '/en/old-programme', new_path: '/en/programme' },
    { id: 3, old_path: '/de/ueber-uns', new_path: '/de/festival/ueber-uns' },
    { id: 4, old_path: '/en/about', new_path: '/en/festival/about-us' },
    { id: 5, old_path: '/de/presse', new_path: '/de/festival/ueber-uns/presse' },
  ]).execute();
}
