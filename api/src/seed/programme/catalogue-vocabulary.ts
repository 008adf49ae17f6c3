/** Fixed catalogue of the demo festival: places, filter vocabularies and series. */

export interface Bilingual { de: string; en: string }

interface VenueSeed {
  slug: string;
  name: Bilingual;
  street: string;
  postal_code: string;
  city: string;
  lat: number;
  lng: number;
  description: Bilingual;
  rooms: { name: Bilingual; capacity: number }[];
}

export const VENUES: VenueSeed[] = [
  {
    slug: 'literaturhaus-am-landwehrkanal',
    name: { de: 'Literaturhaus am Landwehrkanal', en: 'Literaturhaus am Landwehrkanal' },
    street: 'Fraenkelufer 38', postal_code: '10999', city: 'Berlin', lat: 52.49612, lng: 13.41247,
    description: {
      de: 'Die Gründerzeitvilla direkt am Wasser ist seit über dreißig Jahren ein Treffpunkt für Lesende. Im Sommer öffnet sich der Wintergarten zum Ufer, im Winter knistert im Kaminzimmer das Feuer.',
      en: 'The late nineteenth-century villa right on the water has been a meeting place for readers for more than thirty years. In summer the conservatory opens onto the bank; in winter the fire crackles in the fireside room.',
    },
    rooms: [
      { name: { de: 'Großer Saal', en: 'Great Hall' }, capacity: 180 },
      { name: { de: 'Kaminzimmer', en: 'Fireside Room' }, capacity: 45 },
      { name: { de: 'Wintergarten', en: 'Conservatory' }, capacity: 70 },
    ],
  },
  {
    slug: 'alte-muenze',
    name: { de: 'Alte Münze', en: 'Alte Münze (Old Mint)' },
    street: 'Molkenmarkt 2', postal_code: '10179', city: 'Berlin', lat: 52.51497, lng: 13.40958,
    description: {
      de: 'In der ehemaligen Münzprägeanstalt an der Spree wurden einst Groschen geprägt. Heute füllen Stimmen, Musik und Lichtinstallationen die hohen Hallen und den gewölbten Keller.',
      en: 'Coins were once struck in the former mint on the Spree. Today voices, music and light installations fill its tall halls and vaulted cellar.',
    },
    rooms: [
      { name: { de: 'Münzsaal', en: 'Mint Hall' }, capacity: 400 },
      { name: { de: 'Gewölbekeller', en: 'Vaulted Cellar' }, capacity: 90 },
      { name: { de: 'Innenhof (Open Air)', en: 'Courtyard (open air)' }, capacity: 250 },
    ],
  },
  {
    slug: 'lesebuehne-schoenhauser-allee',
    name: { de: 'Lesebühne Schönhauser Allee', en: 'Schönhauser Allee Reading Stage' },
    street: 'Schönhauser Allee 36', postal_code: '10435', city: 'Berlin', lat: 52.53901, lng: 13.41296,
    description: {
      de: 'Die kleine Bühne im Hinterhof einer alten Brauerei ist bekannt für ihre Nachtprogramme. Hier wird gelesen, gestritten und bis spät in die Nacht über Bücher gesprochen.',
      en: 'The small stage in the back courtyard of an old brewery is known for its late-night programmes. People read, argue and talk about books here until late at night.',
    },
    rooms: [
      { name: { de: 'Saal', en: 'Hall' }, capacity: 120 },
      { name: { de: 'Studio', en: 'Studio' }, capacity: 40 },
    ],
  },
  {
    slug: 'stadtbibliothek-friedrichshain',
    name: { de: 'Stadtbibliothek Friedrichshain', en: 'Friedrichshain Public Library' },
    street: 'Frankfurter Allee 14a', postal_code: '10247', city: 'Berlin', lat: 52.51564, lng: 13.45412,
    description: {
      de: 'Die helle Bibliothek an der Frankfurter Allee lädt zu Lesungen zwischen den Regalen ein. Die Kinderbibliothek gehört an den Festivalsonntagen ganz den jungen Leserinnen und Lesern.',
      en: 'The bright library on Frankfurter Allee hosts readings among its shelves. On festival Sundays the children’s library belongs entirely to young readers.',
    },
    rooms: [
      { name: { de: 'Lesesaal', en: 'Reading Room' }, capacity: 80 },
      { name: { de: 'Kinderbibliothek', en: 'Children’s Library' }, capacity: 50 },
    ],
  },
  {
    slug: 'theater-am-gleisdreieck',
    name: { de: 'Theater am Gleisdreieck', en: 'Gleisdreieck Theatre' },
    street: 'Möckernstraße 26', postal_code: '10963', city: 'Berlin', lat: 52.49778, lng: 13.38121,
    description: {
      de: 'Das Theater zwischen Bahngleisen und Park zeigt szenische Lesungen und Performances. Von der Foyerbar aus sieht man die U-Bahn über die Brücke fahren.',
      en: 'The theatre between railway tracks and park shows staged readings and performances. From the foyer bar you can watch the underground trains cross the bridge.',
    },
    rooms: [
      { name: { de: 'Große Bühne', en: 'Main Stage' }, capacity: 320 },
      { name: { de: 'Foyer', en: 'Foyer' }, capacity: 60 },
    ],
  },
];

export interface OptionSeed { slug: string; name: Bilingual }

/** Exhibition types; the index is the template kind used for event texts. */
export const EXHIBITION_TYPES: OptionSeed[] = [
  { slug: 'lesung', name: { de: 'Lesung', en: 'Reading' } },
  { slug: 'gespraech', name: { de: 'Gespräch', en: 'Talk' } },
  { slug: 'performance', name: { de: 'Performance', en: 'Performance' } },
  { slug: 'workshop', name: { de: 'Workshop', en: 'Workshop' } },
];

/** Genres with the phrases a text uses for a book of that genre ("aus einem Roman", "ein Roman"). */
export const GENRES: (OptionSeed & { book: Bilingual; bookNominativeDe: string })[] = [
  { slug: 'roman', name: { de: 'Roman', en: 'Novel' }, book: { de: 'einem Roman', en: 'a novel' }, bookNominativeDe: 'ein Roman' },
  { slug: 'lyrik', name: { de: 'Lyrik', en: 'Poetry' }, book: { de: 'einem Gedichtband', en: 'a collection of poems' }, bookNominativeDe: 'ein Gedichtband' },
  { slug: 'essay', name: { de: 'Essay', en: 'Essay' }, book: { de: 'einem Essayband', en: 'a book of essays' }, bookNominativeDe: 'ein Essayband' },
  { slug: 'kinder-und-jugendbuch', name: { de: 'Kinder- und Jugendbuch', en: 'Children’s and YA books' }, book: { de: 'einem Jugendbuch', en: 'a book for young readers' }, bookNominativeDe: 'ein Jugendbuch' },
  { slug: 'krimi', name: { de: 'Krimi', en: 'Crime fiction' }, book: { de: 'einem Kriminalroman', en: 'a crime novel' }, bookNominativeDe: 'ein Kriminalroman' },
  { slug: 'sachbuch', name: { de: 'Sachbuch', en: 'Non-fiction' }, book: { de: 'einem Sachbuch', en: 'a work of non-fiction' }, bookNominativeDe: 'ein Sachbuch' },
  { slug: 'graphic-novel', name: { de: 'Graphic Novel', en: 'Graphic novel' }, book: { de: 'einer Graphic Novel', en: 'a graphic novel' }, bookNominativeDe: 'eine Graphic Novel' },
];

export const EVENT_TAGS: (OptionSeed & { show_in_filter: boolean })[] = [
  { slug: 'premiere', name: { de: 'Premiere', en: 'Premiere' }, show_in_filter: true },
  { slug: 'fuer-familien', name: { de: 'Für Familien', en: 'For families' }, show_in_filter: true },
  { slug: 'barrierefrei', name: { de: 'Barrierefrei', en: 'Step-free access' }, show_in_filter: true },
  { slug: 'auf-englisch', name: { de: 'Auf Englisch', en: 'In English' }, show_in_filter: true },
  { slug: 'mit-verdolmetschung', name: { de: 'Mit Verdolmetschung', en: 'With interpretation' }, show_in_filter: true },
  { slug: 'open-air', name: { de: 'Open Air', en: 'Open air' }, show_in_filter: true },
  { slug: 'eintritt-frei', name: { de: 'Eintritt frei', en: 'Free admission' }, show_in_filter: true },
  { slug: 'nachtprogramm', name: { de: 'Nachtprogramm', en: 'Late night' }, show_in_filter: false },
];

export const PRODUCTION_TAGS: OptionSeed[] = [
  { slug: 'urauffuehrung', name: { de: 'Uraufführung', en: 'World premiere' } },
  { slug: 'gastspiel', name: { de: 'Gastspiel', en: 'Guest performance' } },
  { slug: 'koproduktion', name: { de: 'Koproduktion', en: 'Co-production' } },
  { slug: 'preistraegerinnen', name: { de: 'Preisträger*innen', en: 'Award winners' } },
  { slug: 'familienprogramm', name: { de: 'Familienprogramm', en: 'Family programme' } },
  { slug: 'mehrsprachig', name: { de: 'Mehrsprachig', en: 'Multilingual' } },
];

export const SERIES: { slug: string; name: Bilingual; description: Bilingual; show_in_filter: boolean }[] = [
  { slug: 'nachtlese', name: { de: 'Nachtlese', en: 'Night Reading' }, show_in_filter: true, description: { de: 'Wenn die Stadt leiser wird, beginnt die Nachtlese: Texte für die späten Stunden, gelesen bei Kerzenlicht.', en: 'When the city grows quiet, Night Reading begins: texts for the late hours, read by candlelight.' } },
  { slug: 'erstlinge', name: { de: 'Erstlinge', en: 'First Books' }, show_in_filter: true, description: { de: 'Debüts, die man nicht verpassen sollte. Junge Autor*innen stellen ihr erstes Buch vor und erzählen, wie es entstanden ist.', en: 'Debuts not to be missed. Young writers present their first book and tell how it came about.' } },
  { slug: 'poesie-am-kanal', name: { de: 'Poesie am Kanal', en: 'Poetry by the Canal' }, show_in_filter: true, description: { de: 'Gedichte unter freiem Himmel, begleitet von Musik und dem Plätschern des Landwehrkanals.', en: 'Poems under the open sky, accompanied by music and the lapping of the Landwehr Canal.' } },
  { slug: 'weltempfang', name: { de: 'Weltempfang', en: 'World Reception' }, show_in_filter: true, description: { de: 'Stimmen aus Europa und der Welt: Gespräche über Grenzen, Sprachen und das Übersetzen.', en: 'Voices from Europe and the world: conversations about borders, languages and translation.' } },
  { slug: 'kinderbuchsonntag', name: { de: 'Kinderbuchsonntag', en: 'Children’s Book Sunday' }, show_in_filter: true, description: { de: 'Jeden Sonntag gehören die Bühnen den Jüngsten: Vorlesen, Mitmachen und große Geschichten für kleine Ohren.', en: 'Every Sunday the stages belong to the youngest: reading aloud, joining in and big stories for small ears.' } },
  { slug: 'uebersetzerwerkstatt', name: { de: 'Übersetzerwerkstatt', en: 'Translators’ Workshop' }, show_in_filter: true, description: { de: 'Übersetzer*innen zeigen, wie ein Satz über die Grenze kommt, und lassen sich dabei über die Schulter schauen.', en: 'Translators show how a sentence crosses a border and let the audience look over their shoulders.' } },
  { slug: 'krimi-im-keller', name: { de: 'Krimi im Keller', en: 'Crime in the Cellar' }, show_in_filter: true, description: { de: 'Spannung im Gewölbekeller: Kriminalromane aus Berlin, Wien und Göteborg, gelesen von ihren Verfasser*innen.', en: 'Suspense in the vaulted cellar: crime novels from Berlin, Vienna and Gothenburg, read by their authors.' } },
  { slug: 'debattenraum', name: { de: 'Debattenraum', en: 'Debate Room' }, show_in_filter: true, description: { de: 'Streitgespräche über Literatur und Gesellschaft, bei denen das Publikum ausdrücklich mitreden soll.', en: 'Debates about literature and society in which the audience is expressly invited to join in.' } },
  { slug: 'lange-nacht-der-lyrik', name: { de: 'Lange Nacht der Lyrik', en: 'Long Night of Poetry' }, show_in_filter: true, description: { de: 'Eine Nacht, zwölf Stimmen, unzählige Verse: die große Lyrikschau des Festivals bis weit nach Mitternacht.', en: 'One night, twelve voices, countless verses: the festival’s great poetry show until well after midnight.' } },
  { slug: 'grenzgaenge', name: { de: 'Grenzgänge', en: 'Crossings' }, show_in_filter: false, description: { de: 'Literatur trifft Tanz, Film und bildende Kunst: Experimente jenseits der gewohnten Lesung.', en: 'Literature meets dance, film and visual art: experiments beyond the usual reading.' } },
];

/** Seat group names, most events use the first one or two. */
export const SEAT_GROUPS: { name: Bilingual; text: Bilingual }[] = [
  { name: { de: 'Parkett', en: 'Stalls' }, text: { de: 'Nummerierte Plätze im Parkett', en: 'Numbered seats in the stalls' } },
  { name: { de: 'Rang', en: 'Balcony' }, text: { de: 'Plätze auf dem Rang mit guter Sicht auf die Bühne', en: 'Balcony seats with a good view of the stage' } },
  { name: { de: 'Freie Platzwahl', en: 'Unreserved seating' }, text: { de: 'Die Plätze werden beim Einlass frei gewählt.', en: 'Seats are chosen freely at the door.' } },
];

export const DISCOUNTS: { name: Bilingual; text: Bilingual; factor: number }[] = [
  { name: { de: 'Ermäßigt', en: 'Reduced' }, text: { de: 'Für Studierende, Auszubildende und Menschen mit Schwerbehinderung', en: 'For students, trainees and people with severe disabilities' }, factor: 0.6 },
  { name: { de: 'Schüler*innen', en: 'Pupils' }, text: { de: 'Für Schüler*innen bis 18 Jahre', en: 'For pupils up to the age of 18' }, factor: 0.35 },
  { name: { de: 'Berlinpass', en: 'Berlinpass' }, text: { de: 'Mit gültigem Berlinpass an der Abendkasse vorzeigen', en: 'Show a valid Berlinpass at the box office' }, factor: 0.2 },
];

export const FULL_PRICE: Bilingual = { de: 'Vollpreis', en: 'Full price' };
