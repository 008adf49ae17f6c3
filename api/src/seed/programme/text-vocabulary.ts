import type { Bilingual } from './catalogue-vocabulary';

/** Word lists the seed composes into bilingual titles, biographies and descriptions. */

export const FIRST_NAMES = [
  'Anna', 'Jürgen', 'Leyla', 'Mateo', 'Ingrid', 'Björn', 'Amara', 'Sophie', 'Jonas', 'Dörte',
  'Emre', 'Clara', 'Tomás', 'Marta', 'Günther', 'Yuki', 'Agnieszka', 'Felix', 'Zoë', 'Hannes',
  'Liesl', 'Nils', 'Olga', 'Rafael', 'Séverine', 'Tarek', 'Ulrike', 'Vera', 'Wanda', 'Malte',
];

export const LAST_NAMES = [
  'Müller', 'Okafor', 'Schäfer', 'García', 'Lindqvist', 'Köhler', 'Weiß', 'Nowak', 'Brückner', 'Özdemir',
  'Strauß', 'Moreau', 'Hoffmann', 'Petrović', 'Sørensen', 'Tanaka', 'Vogt', 'Kowalczyk', 'Große', 'Fischer',
  'Lehmann', 'Haddad', 'Bauer', 'Ferreira', 'Jäger', 'Dąbrowska', 'Krämer', 'Novák', 'Hansen', 'Roth',
];

/** Places of birth and residence, with the English exonym where it differs. */
export const CITIES: Bilingual[] = [
  { de: 'München', en: 'Munich' }, { de: 'Köln', en: 'Cologne' }, { de: 'Wien', en: 'Vienna' },
  { de: 'Zürich', en: 'Zurich' }, { de: 'Warschau', en: 'Warsaw' }, { de: 'Lissabon', en: 'Lisbon' },
  { de: 'Prag', en: 'Prague' }, { de: 'Rom', en: 'Rome' }, { de: 'Kopenhagen', en: 'Copenhagen' },
  { de: 'Brüssel', en: 'Brussels' }, { de: 'Athen', en: 'Athens' }, { de: 'Göteborg', en: 'Gothenburg' },
  { de: 'Leipzig', en: 'Leipzig' }, { de: 'Hamburg', en: 'Hamburg' }, { de: 'Lagos', en: 'Lagos' },
  { de: 'Istanbul', en: 'Istanbul' }, { de: 'Tokio', en: 'Tokyo' }, { de: 'Marseille', en: 'Marseille' },
];

export const BOOK_TITLES: Bilingual[] = [
  { de: 'Die Stille nach dem Regen', en: 'The Silence After the Rain' },
  { de: 'Salz auf unserer Haut', en: 'Salt on Our Skin' },
  { de: 'Das Haus am Fluss', en: 'The House by the River' },
  { de: 'Nachtfähre', en: 'Night Ferry' },
  { de: 'Was die Krähen wissen', en: 'What the Crows Know' },
  { de: 'Ein Sommer in Göteborg', en: 'A Summer in Gothenburg' },
  { de: 'Die Übersetzerin', en: 'The Translator' },
  { de: 'Grüne Grenze', en: 'Green Border' },
  { de: 'Hitzefrei', en: 'Heat Holiday' },
  { de: 'Alles, was bleibt', en: 'All That Remains' },
  { de: 'Der Wal im Schwimmbad', en: 'The Whale in the Swimming Pool' },
  { de: 'Mutterzunge', en: 'Mother Tongue' },
  { de: 'Die Vermessung der Nacht', en: 'Measuring the Night' },
  { de: 'Kleine Straße, großes Glück', en: 'Small Street, Great Luck' },
  { de: 'Tote schwimmen nicht', en: 'The Dead Don’t Swim' },
  { de: 'Atlas der fernen Inseln', en: 'Atlas of Remote Islands' },
  { de: 'Schnee über Lissabon', en: 'Snow over Lisbon' },
  { de: 'Die Bienen von Kreuzberg', en: 'The Bees of Kreuzberg' },
  { de: 'Zwölf Fenster', en: 'Twelve Windows' },
  { de: 'Fremde Füße', en: 'Foreign Feet' },
  { de: 'Die letzte Straßenbahn', en: 'The Last Tram' },
  { de: 'Flussabwärts', en: 'Downstream' },
  { de: 'Über Wasser', en: 'Above Water' },
  { de: 'Das Jahr ohne Sommer', en: 'The Year Without a Summer' },
];

export const THEMES: Bilingual[] = [
  { de: 'das Erwachsenwerden an der Ostsee', en: 'growing up on the Baltic coast' },
  { de: 'die Sprache der Großmütter', en: 'the language of grandmothers' },
  { de: 'eine Stadt, die niemals schläft', en: 'a city that never sleeps' },
  { de: 'die Suche nach einer verschwundenen Schwester', en: 'the search for a missing sister' },
  { de: 'Flüsse, Grenzen und Fähren', en: 'rivers, borders and ferries' },
  { de: 'das Leben auf einem Hof in der Uckermark', en: 'life on a farm in the Uckermark' },
  { de: 'Freundschaft in Zeiten großer Umbrüche', en: 'friendship in times of great upheaval' },
  { de: 'die Kunst des Scheiterns', en: 'the art of failure' },
  { de: 'das Verschwinden der Nacht', en: 'the disappearance of the night' },
  { de: 'eine Familie zwischen Istanbul und Duisburg', en: 'a family between Istanbul and Duisburg' },
  { de: 'den Mut, noch einmal neu anzufangen', en: 'the courage to start all over again' },
  { de: 'Hitze, Dürre und leise Hoffnung', en: 'heat, drought and quiet hope' },
  { de: 'die Erinnerung an einen heißen Sommer', en: 'the memory of a hot summer' },
  { de: 'Wälder, Wölfe und Wahlverwandtschaften', en: 'forests, wolves and elective affinities' },
];

export const TALK_TITLES: Bilingual[] = [
  { de: 'Schreiben gegen das Vergessen', en: 'Writing Against Forgetting' },
  { de: 'Wem gehört die Sprache?', en: 'Who Owns Language?' },
  { de: 'Zwischen den Zeilen', en: 'Between the Lines' },
  { de: 'Grenzen übersetzen', en: 'Translating Borders' },
  { de: 'Die Zukunft des Lesens', en: 'The Future of Reading' },
  { de: 'Literatur und Klima', en: 'Literature and Climate' },
  { de: 'Heimat im Plural', en: 'Home in the Plural' },
  { de: 'Wie viel Wahrheit verträgt ein Roman?', en: 'How Much Truth Can a Novel Bear?' },
];

export const PERFORMANCE_TITLES: Bilingual[] = [
  { de: 'Klangkörper', en: 'Sound Bodies' },
  { de: 'Nachtstücke', en: 'Nocturnes' },
  { de: 'Stimmen aus dem Fluss', en: 'Voices from the River' },
  { de: 'Das Gedicht als Bühne', en: 'The Poem as a Stage' },
  { de: 'Hörspiel live', en: 'Radio Play Live' },
  { de: 'Wortwechsel', en: 'Exchange of Words' },
];

export const WORKSHOP_TITLES: Bilingual[] = [
  { de: 'Schreibwerkstatt: Der erste Satz', en: 'Writing Workshop: The First Sentence' },
  { de: 'Übersetzen für Anfänger*innen', en: 'Translation for Beginners' },
  { de: 'Comics zeichnen mit Worten', en: 'Drawing Comics with Words' },
  { de: 'Lyrik für die Hosentasche', en: 'Pocket-Sized Poetry' },
  { de: 'Erzählen für Kinder', en: 'Storytelling for Children' },
];

/** Production titles are "<head> <tail>": e.g. "Die Grammatik der Träume". */
export const PRODUCTION_HEADS: Bilingual[] = [
  { de: 'Das Archiv', en: 'The Archive' }, { de: 'Der Atlas', en: 'The Atlas' },
  { de: 'Die Chronik', en: 'The Chronicle' }, { de: 'Das Gedächtnis', en: 'The Memory' },
  { de: 'Die Grammatik', en: 'The Grammar' }, { de: 'Das Inventar', en: 'The Inventory' },
  { de: 'Die Landkarte', en: 'The Map' }, { de: 'Die Musik', en: 'The Music' },
];
export const PRODUCTION_TAILS: Bilingual[] = [
  { de: 'der Flüsse', en: 'of Rivers' }, { de: 'der Stimmen', en: 'of Voices' },
  { de: 'der Träume', en: 'of Dreams' }, { de: 'der Wörter', en: 'of Words' },
  { de: 'der Nächte', en: 'of Nights' }, { de: 'der Grenzen', en: 'of Borders' },
  { de: 'der Städte', en: 'of Cities' }, { de: 'der Übersetzungen', en: 'of Translations' },
];

export const PRODUCTION_SUBTITLES: Bilingual[] = [
  { de: 'Ein Abend in Worten und Bildern', en: 'An evening in words and images' },
  { de: 'Szenische Lesung mit Musik', en: 'A staged reading with music' },
  { de: 'Eine literarische Installation', en: 'A literary installation' },
  { de: 'Lesung, Gespräch und Konzert', en: 'Reading, talk and concert' },
  { de: 'Ein Projekt für alle ab zehn Jahren', en: 'A project for everyone aged ten and over' },
  { de: 'Eine Reise durch fünf Sprachen', en: 'A journey through five languages' },
];

export const PRODUCTION_ORIGINS: Bilingual[] = [
  { de: 'in Zusammenarbeit mit dem Goethe-Institut', en: 'in collaboration with the Goethe-Institut' },
  { de: 'als Auftragswerk des Festivals', en: 'as a festival commission' },
  { de: 'während einer Residenz in Marseille', en: 'during a residency in Marseille' },
  { de: 'gemeinsam mit Studierenden der Universität der Künste', en: 'together with students of the Berlin University of the Arts' },
  { de: 'in einer Schreibwerkstatt mit Jugendlichen aus Neukölln', en: 'in a writing workshop with teenagers from Neukölln' },
];

export const PRIZES: Bilingual[] = [
  { de: 'Preis der Leipziger Buchmesse', en: 'Leipzig Book Fair Prize' },
  { de: 'Ingeborg-Bachmann-Preis', en: 'Ingeborg Bachmann Prize' },
  { de: 'Deutschen Jugendliteraturpreis', en: 'German Youth Literature Prize' },
  { de: 'Europäischen Literaturpreis', en: 'European Literature Prize' },
  { de: 'Kleist-Preis', en: 'Kleist Prize' },
];

export const CLOSING_LINES: Bilingual[] = [
  { de: 'Ein Abend über große Fragen, leise Töne und die Schönheit genauer Sätze.', en: 'An evening of big questions, quiet tones and the beauty of precise sentences.' },
  { de: 'Die Buchhandlung im Foyer hält alle Titel bereit; nach der Veranstaltung wird signiert.', en: 'The bookshop in the foyer stocks every title; books are signed after the event.' },
  { de: 'Einlass ist dreißig Minuten vor Beginn, der Saal ist stufenlos erreichbar.', en: 'Doors open thirty minutes before the start, and the hall has step-free access.' },
  { de: 'Die Veranstaltung wird für das Festivalarchiv aufgezeichnet.', en: 'The event is recorded for the festival archive.' },
  { de: 'Für Getränke ist gesorgt, für Gesprächsstoff auch.', en: 'Drinks are provided, and so is plenty to talk about.' },
];
