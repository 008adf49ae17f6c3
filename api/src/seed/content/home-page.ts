import { href } from '@festival/shared/routes/route-table';
import { l, paragraphs } from './bilingual';
import { media, ModuleBuilder, type ModuleTree } from './module-builder';
import type { SeedRefs } from './seed-refs';

/** The home page: hero, upcoming events, magazine teasers and partners. */
export function homeModules(refs: SeedRefs): ModuleTree[] {
  const b = new ModuleBuilder();
  const both = (name: Parameters<typeof href>[0]) => l(href(name, {}, 'de'), href(name, {}, 'en'));
  return [
    b.module('HeroMedia', {
      headline: l('Literaturfestival Berlin', 'Berlin Literature Festival'),
      text: l('Sechzig Tage, fünf Häuser, vierhundert Begegnungen mit Literatur aus ganz Europa – mitten in Berlin.',
        'Sixty days, five venues, four hundred encounters with literature from all over Europe – in the heart of Berlin.'),
      button_text: l('Programm entdecken', 'Explore the programme'), button_link: both('events'), sticky: true,
      image: media('home-hero'), image_alt: l('Publikum bei einer Lesung im Innenhof', 'Audience at a reading in the courtyard'),
      video: '', online_from: refs.daysAgo(60), online_to: null,
    }),
    b.headline(l('Demnächst im Programm', 'Coming up'), { level: 2, preline: l('Programm', 'Programme') }),
    b.module('EventList', { date_from: '', date_to: '', filters: 'next_3_days', tag: null }),
    b.link(l('Alle Veranstaltungen', 'All events'), { link: both('events') }, 'button'),
    b.module('TeaserList', {
      extra_class: 'slider',
      children: [
        {
          image: media('home-teaser-ensemble'), image_alt: l('Autorin beim Signieren', 'Author signing books'), image_copyright: '',
          preline: l('Ensemble', 'Ensemble'), headline: l('Achtzig Stimmen', 'Eighty voices'), subline: l('Die Gäste des Festivals', 'The festival’s guests'),
          text: l('Von der Debütantin bis zum Nobelpreisträger: Lernen Sie die Autorinnen und Autoren kennen.', 'From debut novelists to Nobel laureates: meet the authors.'),
          link_text: l('Zum Ensemble', 'Meet the ensemble'), link: both('authors'), online_from: null, online_to: null,
        },
        {
          image: media('home-teaser-productions'), image_alt: l('Bühne mit Lesepult', 'Stage with lectern'), image_copyright: '',
          preline: l('Produktionen', 'Productions'), headline: l('Literatur auf der Bühne', 'Literature on stage'), subline: l('Lesungen mit Musik', 'Readings with music'),
          text: l('Szenische Lesungen, Hörspielabende und Performances im Theater am Gleisdreieck.', 'Staged readings, radio-play evenings and performances at the Gleisdreieck Theatre.'),
          link_text: l('Alle Produktionen', 'All productions'), link: both('productions'), online_from: null, online_to: null,
        },
        {
          image: media('home-teaser-visit'), image_alt: l('Festivalkasse im Foyer', 'Box office in the foyer'), image_copyright: '',
          preline: l('Service', 'Service'), headline: l('Besuch planen', 'Plan your visit'), subline: l('Anfahrt, Karten, Barrierefreiheit', 'Directions, tickets, accessibility'),
          text: l('Alles, was Sie für Ihren Festivalbesuch wissen müssen.', 'Everything you need to know for your visit.'),
          link_text: l('Mehr erfahren', 'Find out more'), link: l('/de/festival/besuch-planen', '/en/festival/plan-your-visit'), online_from: null, online_to: null,
        },
      ],
    }),
    b.headline(l('Aus dem Magazin', 'From the magazine'), { level: 2, preline: l('Magazin', 'Magazine') }),
    b.module('BlogTeaserList', { items: [1, 5, 9, 13, 17] }),
    b.module('HighlightTeaser', { category_ids: [1, 2, 3, 4, 5] }),
    b.text(paragraphs(
      l('Das Literaturfestival Berlin ist ein Fest des Lesens und Zuhörens. Seit 2011 bringt es jedes Jahr im Herbst Schreibende, Übersetzende und ihr Publikum zusammen.',
        'The Berlin Literature Festival is a celebration of reading and listening. Every autumn since 2011 it has brought together writers, translators and their audiences.'),
    )),
    b.module('Container', { slug: 'festival-partner', layout: 'default' }),
  ];
}
