import { SECTION_PRESETS, type SectionPreset } from '@festival/shared/api-schemas/content-modules';
import { href } from '@festival/shared/routes/route-table';
import { l, paragraphs, type Text } from './bilingual';
import { media, ModuleBuilder, type ModuleTree } from './module-builder';
import type { SeedRefs } from './seed-refs';

const localHref = (name: Parameters<typeof href>[0]): Text => l(href(name, {}, 'de'), href(name, {}, 'en'));

/** A section on the 12-column grid with one list of child modules per column of its preset. */
export function section(b: ModuleBuilder, preset: SectionPreset, columns: ModuleTree[][], options: { background?: string; decoration?: string; image?: string } = {}): ModuleTree {
  return b.module('Section', {
    extra_class: `section--${preset}`, preset,
    background: options.background ?? 'none', decoration: options.decoration ?? 'none',
    image: options.image ?? null, image_alt: l('', ''),
    columns: SECTION_PRESETS[preset].map((span, index) => ({
      index, classes: `col-12 col-lg-${span}`, children: columns[index] ?? [],
    })),
  });
}

function teaserItem(image: string, texts: { preline: Text; headline: Text; subline: Text; text: Text }, link: Text, window: { from: string | null; to: string | null }) {
  return {
    image: media(image), image_alt: texts.headline, image_copyright: 'Literaturfestival Berlin', ...texts,
    link_text: l('Weiterlesen', 'Read more'), link, online_from: window.from, online_to: window.to,
  };
}

/** Teasers, lists and the six column presets of the "all modules" page. */
export function sectionModules(b: ModuleBuilder, refs: SeedRefs): ModuleTree[] {
  const p = (de: string, en: string) => paragraphs(l(de, en));
  const always = { from: null, to: null };
  return [
    ...(['image-left', 'image-right', 'fullscreen'] as const).map((variant, i) => b.module('FullTeaser', {
      image: media(`modules-full-teaser-${i + 1}`), image_alt: l('Festivalmotiv', 'Festival motif'), link: localHref('events'),
      link_text: l('Programm ansehen', 'View the programme'),
      preline: l(['Neu im Programm', 'Für Familien', 'Festivalnacht'][i] as string, ['New in the programme', 'For families', 'Festival night'][i] as string),
      headline: l(['Stimmen aus Vilnius und Triest', 'Geschichten für Große und Kleine', 'Lange Nacht der Lyrik'][i] as string,
        ['Voices from Vilnius and Trieste', 'Stories for young and old', 'Long Night of Poetry'][i] as string),
      subline: l('Im Festivalzentrum am Landwehrkanal', 'At the festival centre on the Landwehr Canal'),
      text: l('Drei Wochen lang lesen Autorinnen und Autoren aus ganz Europa in Berliner Sälen, Höfen und Bibliotheken.',
        'For three weeks authors from all over Europe read in Berlin’s halls, courtyards and libraries.'),
      extra_class: variant,
    })),
    ...(['slider', 'list'] as const).map((variant) => b.module('TeaserList', {
      extra_class: variant,
      children: [
        teaserItem('modules-teaser-1', { preline: l('Magazin', 'Magazine'), headline: l('Wie ein Festival entsteht', 'How a festival comes together'), subline: l('Ein Blick hinter die Kulissen', 'A look behind the scenes'), text: l('Ein Jahr Vorbereitung für drei Wochen Literatur.', 'A year of preparation for three weeks of literature.') }, localHref('magazine'), always),
        teaserItem('modules-teaser-2', { preline: l('Autorinnen', 'Authors'), headline: l('Unser Ensemble', 'Our ensemble'), subline: l('Wer in diesem Jahr liest', 'Who is reading this year'), text: l('Porträts aller Gäste des Festivals.', 'Portraits of all the festival’s guests.') }, localHref('authors'), always),
        teaserItem('modules-teaser-3', { preline: l('Produktionen', 'Productions'), headline: l('Bühne frei', 'Curtain up'), subline: l('Lesungen mit Musik und Bild', 'Readings with music and images'), text: l('Produktionen, die Text, Klang und Raum verbinden.', 'Productions that combine text, sound and space.') }, localHref('productions'), always),
        teaserItem('modules-teaser-4', { preline: l('Vorverkauf', 'Advance sales'), headline: l('Frühbucherpreise', 'Early-bird prices'), subline: l('Nur noch bis gestern', 'Ended yesterday'), text: l('Dieses Angebot ist abgelaufen und erscheint nicht mehr.', 'This offer has expired and is no longer shown.') }, localHref('events'), { from: refs.daysAgo(40), to: refs.daysAgo(1) }),
      ],
    })),
    b.module('LogoList', {
      extra_class: 'logo-list--partners',
      children: ['Kulturstiftung', 'Stadtbibliothek', 'Radio Eins Kultur', 'Verlagshaus Spree'].map((title, i) => ({
        image: media(`partner-logo-${i + 1}`), image_alt: l(`Logo ${title}`, `${title} logo`), title, link: 'https://www.berlin.de/',
      })),
    }),
    b.module('BlogTeaserList', { items: [1, 2, 3, 4] }),
    b.module('TwoColumns', {
      extra_class: 'image-text', image: media('modules-two-columns-1'), image_alt: l('Das Foyer bei Nacht', 'The foyer at night'),
      text: p('Links das Bild, rechts der Text: So stellen wir Orte und Menschen des Festivals vor.', 'Image on the left, text on the right: this is how we introduce the festival’s places and people.'),
    }),
    b.module('TwoColumns', {
      extra_class: 'text-image', image: media('modules-two-columns-2'), image_alt: l('Lesezeichen aus Papier', 'Paper bookmarks'),
      text: p('Und umgekehrt: Der Text steht links, das Bild rechts.', 'And the other way round: text on the left, image on the right.'),
    }),
    b.module('EventList', { date_from: '', date_to: '', filters: '', tag: null }),
    b.module('EventList', { date_from: '', date_to: '', filters: 'weekend', tag: refs.eventTagId }),
    b.module('HighlightTeaser', { category_ids: [1, 2, 3] }),
    b.headline(l('Spalten', 'Columns'), { level: 2, anchor: 'spalten', subline: l('Sechs Aufteilungen auf zwölf Spalten', 'Six layouts on twelve columns') }),
    section(b, '100', [[b.text(p('Eine Spalte über die volle Breite.', 'One column across the full width.'))]], { background: 'light' }),
    section(b, '67-33', [
      [b.text(p('Zwei Drittel Text: Das Festival versteht sich als Ort des Austauschs zwischen Schreibenden, Übersetzenden und Publikum.', 'Two thirds text: the festival sees itself as a place of exchange between writers, translators and audiences.'))],
      [b.image(media('modules-section-67-33'), l('Porträt einer Übersetzerin', 'Portrait of a translator'), { format: 'small' })],
    ]),
    section(b, '33-67', [
      [b.image(media('modules-section-33-67'), l('Manuskriptseiten', 'Manuscript pages'), { format: 'small' })],
      [b.text(p('Ein Drittel Bild, zwei Drittel Text.', 'One third image, two thirds text.'))],
    ], { background: 'dark', decoration: 'lines' }),
    section(b, '50-50', [
      [b.quote(l('Eine Stadt, die liest, ist nie ganz still.', 'A city that reads is never entirely silent.'), 'Mascha Kaléko')],
      [b.text(p('Zwei gleich breite Spalten für Zitat und Text.', 'Two equal columns for a quote and a text.'))],
    ]),
    section(b, '33-33-33', [
      [b.headline(l('Lesen', 'Read'), { level: 4 }), b.text(p('In fünf Häusern der Stadt.', 'In five venues across the city.'))],
      [b.headline(l('Hören', 'Listen'), { level: 5 }), b.text(p('Gespräche, Podcasts und Musik.', 'Talks, podcasts and music.'))],
      [b.headline(l('Mitmachen', 'Take part'), { level: 6 }), b.text(p('Workshops für alle Altersgruppen.', 'Workshops for all ages.'))],
    ], { background: 'accent', decoration: 'circles' }),
    section(b, '25-50-25', [
      [b.link(l('Programm', 'Programme'), { link: localHref('events') }, 'link')],
      [b.text(p('Die mittlere Spalte ist doppelt so breit wie die äußeren.', 'The middle column is twice as wide as the outer ones.'))],
      [b.link(l('Magazin', 'Magazine'), { link: localHref('magazine') }, 'link')],
    ], { image: media('modules-section-background') }),
    b.module('Container', { slug: 'festival-partner', layout: 'default' }),
  ];
}
