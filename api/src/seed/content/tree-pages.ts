import { href } from '@festival/shared/routes/route-table';
import { slugify } from '../common/slugify';
import { l, paragraphs } from './bilingual';
import { media, ModuleBuilder, type ModuleTree } from './module-builder';
import type { SeedRefs } from './seed-refs';

/** Modules of the pages under /festival: the tree that breadcrumbs walk. */

export function festivalModules(): ModuleTree[] {
  const b = new ModuleBuilder();
  return [
    b.headline(l('Ein Festival für die ganze Stadt', 'A festival for the whole city'), { level: 2 }),
    b.text(paragraphs(
      l('Das Literaturfestival Berlin lädt jedes Jahr Autorinnen und Autoren aus über dreißig Ländern nach Berlin ein. Gelesen wird in Sälen und Höfen, in Bibliotheken und auf Theaterbühnen.',
        'Every year the Berlin Literature Festival invites authors from more than thirty countries to Berlin. Readings take place in halls and courtyards, in libraries and on theatre stages.'),
      l('Neben Lesungen gibt es Gespräche über das Übersetzen, Workshops für Schulklassen und eine lange Nacht der Lyrik, die erst im Morgengrauen endet.',
        'Alongside the readings there are talks on translation, workshops for school classes and a long night of poetry that ends only at dawn.'),
    )),
    b.image(media('festival-overview'), l('Das Festivalzentrum am Landwehrkanal', 'The festival centre on the Landwehr Canal'), { format: 'large' }),
  ];
}

export function aboutModules(): ModuleTree[] {
  const b = new ModuleBuilder();
  return [
    b.headline(l('Über uns', 'About us'), { level: 2, subline: l('Gemeinnützig, unabhängig, neugierig', 'Non-profit, independent, curious') }),
    b.text(paragraphs(
      l('Hinter dem Festival steht eine gemeinnützige Gesellschaft mit einem kleinen festen Team und vielen freien Mitarbeiterinnen und Mitarbeitern. Über das Programm entscheidet ein Beirat aus Kritikerinnen, Übersetzern und Buchhändlerinnen.',
        'The festival is run by a non-profit company with a small permanent team and many freelance staff. An advisory board of critics, translators and booksellers decides on the programme.'),
      l('Wir wollen Literatur dorthin bringen, wo man sie nicht erwartet – in Waschsalons, auf Dachterrassen und in die Straßenbahn.',
        'We want to take literature to places where nobody expects it – into launderettes, onto roof terraces and into the tram.'),
    )),
    b.quote(l('Ein gutes Festival ist ein Gespräch, das drei Wochen dauert.', 'A good festival is a conversation that lasts three weeks.'), 'Dr. Henrike Großmann'),
  ];
}

export function teamModules(): ModuleTree[] {
  const b = new ModuleBuilder();
  const member = (name: string, de: string, en: string) => b.module('TwoColumns', {
    extra_class: 'image-text', image: media(`team-${slugify(name)}`), image_alt: l(name, name),
    text: paragraphs(l(`<strong>${name}</strong>`, `<strong>${name}</strong>`), l(de, en)),
  });
  return [
    b.headline(l('Das Team', 'The team'), { level: 2 }),
    member('Henrike Großmann', 'Geschäftsführung und künstlerische Leitung. Vorher leitete sie zehn Jahre ein Literaturhaus in Leipzig.', 'Managing and artistic director. She previously ran a literature house in Leipzig for ten years.'),
    member('Jonas Weißenfels', 'Kommunikation und Presse. Er ist Ihr Ansprechpartner für Akkreditierungen und Interviews.', 'Communications and press. He is your contact for accreditation and interviews.'),
    member('Aylin Öztürk', 'Programmplanung und Gästebetreuung. Sie kümmert sich um Reisen, Verträge und Übersetzungen.', 'Programme planning and guest relations. She looks after travel, contracts and translations.'),
    member('Mikołaj Nowak', 'Technik und Produktion. Bei ihm laufen Bühnen, Ton und Licht aller fünf Spielstätten zusammen.', 'Technical production. Stages, sound and lighting for all five venues come together with him.'),
  ];
}

export function pressModules(): ModuleTree[] {
  const b = new ModuleBuilder();
  return [
    b.headline(l('Presse', 'Press'), { level: 2 }),
    b.text(paragraphs(
      l('Journalistinnen und Journalisten erhalten nach Akkreditierung freien Eintritt zu allen Veranstaltungen. Bitte melden Sie sich spätestens zwei Tage vor dem gewünschten Termin.',
        'Accredited journalists receive free admission to all events. Please register no later than two days before the event you wish to attend.'),
      l('Pressefotos in druckfähiger Auflösung und aktuelle Pressemitteilungen stellen wir auf Anfrage zur Verfügung.',
        'Press photographs in print resolution and current press releases are available on request.'),
    )),
    b.link(l('Akkreditierung anfragen', 'Request accreditation'), { link: l(href('forms-slug-id', { slug: 'kontakt', id: '1' }, 'de'), href('forms-slug-id', { slug: 'kontakt', id: '1' }, 'en')) }, 'button'),
  ];
}

export function visitModules(refs: SeedRefs): ModuleTree[] {
  const b = new ModuleBuilder();
  return [
    b.headline(l('Besuch planen', 'Plan your visit'), { level: 2 }),
    b.text(paragraphs(
      l('Alle Spielstätten liegen in der Innenstadt und sind gut mit U-Bahn, S-Bahn und Fahrrad zu erreichen. Die Festivalkasse im Literaturhaus am Landwehrkanal öffnet täglich; an Feiertagen gelten besondere Öffnungszeiten.',
        'All venues are in the city centre and easy to reach by underground, suburban train and bicycle. The festival box office at the Literaturhaus am Landwehrkanal is open daily; special opening hours apply on public holidays.'),
      l('Karten gibt es online, an der Festivalkasse und an der Abendkasse, die eine Stunde vor Beginn öffnet.',
        'Tickets are available online, at the festival box office and at the door, which opens one hour before the start.'),
    )),
    b.module('VenueList', { children: refs.venueIds.map((venue) => ({ venue })) }),
  ];
}

export function accessibilityModules(): ModuleTree[] {
  const b = new ModuleBuilder();
  return [
    b.headline(l('Barrierefreiheit', 'Accessibility'), { level: 2 }),
    b.text(paragraphs(
      l('Wir möchten, dass alle Menschen das Festival besuchen können. Vier von fünf Spielstätten sind stufenlos zugänglich, und ausgewählte Lesungen werden in Deutsche Gebärdensprache übersetzt.',
        'We want everyone to be able to attend the festival. Four of the five venues have step-free access, and selected readings are interpreted into German Sign Language.'),
    )),
    b.module('FAQ', {
      anchor: 'fragen',
      children: [
        { title: l('Gibt es Rollstuhlplätze?', 'Are there wheelchair spaces?'), content: l('<p>Ja, in allen stufenlosen Sälen. Bitte geben Sie bei der Bestellung Bescheid.</p>', '<p>Yes, in all step-free halls. Please let us know when you order.</p>') },
        { title: l('Darf meine Begleitperson kostenlos mitkommen?', 'Can my companion come free of charge?'), content: l('<p>Mit dem Merkzeichen B im Ausweis erhält Ihre Begleitperson eine Freikarte.</p>', '<p>If your disability card carries the mark B, your companion receives a free ticket.</p>') },
      ],
    }),
  ];
}

export function archiveModules(): ModuleTree[] {
  const b = new ModuleBuilder();
  return [
    b.headline(l('Archiv 2025', 'Archive 2025'), { level: 2 }),
    b.text(paragraphs(l('Das Archiv des vergangenen Jahrgangs wird gerade überarbeitet.', 'The archive of last year’s festival is being revised.'))),
  ];
}

export function sectionIntroModules(headline: [string, string], text: [string, string]): ModuleTree[] {
  const b = new ModuleBuilder();
  return [b.headline(l(...headline), { level: 2 }), b.text(paragraphs(l(...text)))];
}
