import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { NewPage } from '../../db/tables/pages.table';
import { allModulesPage } from './all-modules-page';
import { jsonPair, l, paragraphs, type Text } from './bilingual';
import { homeModules } from './home-page';
import { imprintModules } from './legal-imprint';
import { privacyModules } from './legal-privacy';
import { termsModules } from './legal-terms';
import { media, ModuleBuilder, type ModuleTree } from './module-builder';
import type { SeedRefs } from './seed-refs';
import {
  aboutModules, accessibilityModules, archiveModules, festivalModules, pressModules, sectionIntroModules, teamModules, visitModules,
} from './tree-pages';

interface PageSeed {
  id: number;
  parent?: number;
  contentType?: string;
  url: [string, string];
  title: Text;
  headline?: Text;
  description: Text;
  image?: string;
  flags?: Partial<Record<'is_online' | 'is_clickable' | 'in_menu' | 'in_footer' | 'is_landing_page', 0 | 1>>;
  modules: ModuleTree[];
}

/** Page ids other seed parts link to. */
const PAGE_IDS = { home: 1, festival: 2, about: 3, team: 4, press: 5, visit: 6, accessibility: 7, archive: 8, modules: 9, terms: 10, privacy: 11, imprint: 12, events: 13, magazine: 14 } as const;

function pageSeeds(refs: SeedRefs): PageSeed[] {
  const P = PAGE_IDS;
  return [
    { id: P.home, contentType: 'home', url: ['', ''], title: l('Startseite', 'Home'), headline: l('Literaturfestival Berlin', 'Berlin Literature Festival'),
      description: l('Das Literaturfestival Berlin: Lesungen, Gespräche und Workshops mit Autorinnen und Autoren aus ganz Europa in Berlin.', 'The Berlin Literature Festival: readings, talks and workshops with authors from all over Europe in Berlin.'),
      image: media('home-hero'), flags: { is_landing_page: 1 }, modules: homeModules(refs) },
    { id: P.festival, url: ['festival', 'festival'], title: l('Festival', 'Festival'), headline: l('Das Festival', 'The festival'), flags: { in_menu: 1, is_clickable: 0 },
      description: l('Wer wir sind, wie das Festival entsteht und wie Sie es besuchen.', 'Who we are, how the festival comes about and how to visit it.'), modules: festivalModules() },
    { id: P.about, parent: P.festival, url: ['festival/ueber-uns', 'festival/about-us'], title: l('Über uns', 'About us'), flags: { in_menu: 1 },
      description: l('Die gemeinnützige Gesellschaft hinter dem Literaturfestival Berlin.', 'The non-profit company behind the Berlin Literature Festival.'), modules: aboutModules() },
    { id: P.team, parent: P.about, url: ['festival/ueber-uns/team', 'festival/about-us/team'], title: l('Team', 'Team'), headline: l('Unser Team', 'Our team'), flags: { in_menu: 1 },
      description: l('Die Menschen, die das Festival planen und möglich machen.', 'The people who plan the festival and make it happen.'), modules: teamModules() },
    { id: P.press, parent: P.about, url: ['festival/ueber-uns/presse', 'festival/about-us/press'], title: l('Presse', 'Press'), flags: { in_menu: 1, in_footer: 1 },
      description: l('Akkreditierung, Pressefotos und Kontakt für Journalistinnen und Journalisten.', 'Accreditation, press photos and contact for journalists.'), modules: pressModules() },
    { id: P.visit, parent: P.festival, url: ['festival/besuch-planen', 'festival/plan-your-visit'], title: l('Besuch planen', 'Plan your visit'), flags: { in_menu: 1 },
      description: l('Anfahrt, Festivalkasse und Spielstätten auf einen Blick.', 'Directions, box office and venues at a glance.'), modules: visitModules(refs) },
    { id: P.accessibility, parent: P.visit, url: ['festival/besuch-planen/barrierefreiheit', 'festival/plan-your-visit/accessibility'], title: l('Barrierefreiheit', 'Accessibility'),
      description: l('Stufenlose Zugänge, Gebärdensprache und Begleitpersonen.', 'Step-free access, sign language and companions.'), modules: accessibilityModules() },
    { id: P.archive, parent: P.festival, url: ['festival/archiv-2025', 'festival/archive-2025'], title: l('Archiv 2025', 'Archive 2025'), flags: { is_online: 0 },
      description: l('Das Programm des vergangenen Jahres.', 'Last year’s programme.'), modules: archiveModules() },
    { id: P.modules, url: ['module', 'modules'], title: l('Alle Module', 'All modules'), headline: l('Alle Module', 'All modules'), flags: { in_footer: 1 },
      description: l('Jeder Baustein des Seiteneditors auf einer Seite.', 'Every page-editor building block on one page.'), image: media('modules-hero'), modules: allModulesPage(refs) },
    { id: P.terms, contentType: 'legal', url: ['agb', 'agb'], title: l('AGB', 'Terms and conditions'), headline: l('Allgemeine Geschäftsbedingungen', 'General Terms and Conditions'),
      description: l('Allgemeine Geschäftsbedingungen für den Kauf von Eintrittskarten.', 'General terms and conditions for the purchase of tickets.'), modules: termsModules() },
    { id: P.privacy, contentType: 'legal', url: ['datenschutz', 'datenschutz'], title: l('Datenschutz', 'Privacy policy'), headline: l('Datenschutzerklärung', 'Privacy Policy'),
      description: l('Wie wir Ihre personenbezogenen Daten verarbeiten und schützen.', 'How we process and protect your personal data.'), modules: privacyModules() },
    { id: P.imprint, contentType: 'legal', url: ['impressum', 'impressum'], title: l('Impressum', 'Imprint'),
      description: l('Anbieterkennzeichnung des Literaturfestivals Berlin.', 'Legal notice of the Berlin Literature Festival.'), modules: imprintModules() },
    { id: P.events, contentType: 'events', url: ['programm', 'programme'], title: l('Programm', 'Programme'), headline: l('Programm und Karten', 'Programme and tickets'),
      description: l('Alle Veranstaltungen des Festivals nach Tagen, Orten und Reihen.', 'All festival events by day, venue and series.'),
      modules: sectionIntroModules(['Programm und Karten', 'Programme and tickets'], ['Wählen Sie einen Tag oder filtern Sie nach Ort, Reihe und Genre.', 'Pick a day or filter by venue, series and genre.']) },
    { id: P.magazine, contentType: 'magazine', url: ['magazin', 'magazine'], title: l('Magazin', 'Magazine'), headline: l('Das Festivalmagazin', 'The festival magazine'),
      description: l('Interviews, Essays und Berichte rund um das Festival.', 'Interviews, essays and reports from around the festival.'),
      modules: sectionIntroModules(['Das Festivalmagazin', 'The festival magazine'], ['Gespräche, Essays und Einblicke hinter die Kulissen.', 'Conversations, essays and glimpses behind the scenes.']) },
  ];
}

function pageRow(seed: PageSeed, index: number, now: string): NewPage {
  const modules = jsonPair(seed.modules);
  const headline = seed.headline ?? seed.title;
  return {
    id: seed.id, parent_id: seed.parent ?? null, sort: index, content_type: seed.contentType ?? 'page',
    url_de: seed.url[0], url_en: seed.url[1],
    title_de: seed.title.de, title_en: seed.title.en, headline_de: headline.de, headline_en: headline.en,
    meta_title_de: seed.title.de, meta_title_en: seed.title.en,
    meta_description_de: seed.description.de, meta_description_en: seed.description.en,
    og_title_de: seed.title.de, og_title_en: seed.title.en, og_description_de: seed.description.de, og_description_en: seed.description.en,
    og_image: seed.image ?? null, og_type: 'website',
    is_online: 1, is_clickable: 1, in_menu: 0, in_footer: 0, is_landing_page: 0, ...seed.flags,
    modules_de: modules.de, modules_en: modules.en, updated_at: now,
  };
}

/** Pages, one earlier version of "Über uns", and the partner container used on several pages. */
export async function seedPages(trx: Transaction<Database>, refs: SeedRefs): Promise<void> {
  const now = refs.now.toISOString();
  await trx.insertInto('pages').values(pageSeeds(refs).map((seed, index) => pageRow(seed, index, now))).execute();

  const b = new ModuleBuilder();
  const draft = jsonPair([
    b.headline(l('Über uns', 'About us'), { level: 2 }),
    b.text(paragraphs(l('Das Festival wurde 2011 von drei Buchhändlerinnen gegründet und ist seither jedes Jahr gewachsen.', 'The festival was founded in 2011 by three booksellers and has grown every year since.'))),
  ]);
  await trx.insertInto('page_versions').values({
    page_id: PAGE_IDS.about, title_de: 'Über uns (Entwurf)', title_en: 'About us (draft)', headline_de: 'Über uns', headline_en: 'About us',
    modules_de: draft.de, modules_en: draft.en, note: 'Kürzere Fassung', created_at: refs.daysAgo(14),
  }).execute();

  const c = new ModuleBuilder();
  const partners = jsonPair([
    c.headline(l('Partner und Förderer', 'Partners and funders'), { level: 2 }),
    c.module('LogoList', {
      extra_class: 'logo-list--funders',
      children: ['Senatsverwaltung für Kultur', 'Stiftung Buchkunst', 'Deutschlandfunk Kultur', 'Berliner Bäder-Betriebe'].map((title, i) => ({
        image: media(`funder-logo-${i + 1}`), image_alt: l(`Logo ${title}`, `${title} logo`), image_copyright: '', title, link: '',
      })),
    }),
  ]);
  await trx.insertInto('containers').values({
    slug: 'festival-partner', parent_id: null, content_type: 'page', object_id: null, layout: 'default',
    modules_de: partners.de, modules_en: partners.en, updated_at: now,
  }).execute();
}
