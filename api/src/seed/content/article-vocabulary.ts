import { l, type Text } from './bilingual';

/** Fixed magazine catalogue: categories, tags, authors and the building blocks of 60 articles. */

interface CategorySeed { id: number; name: Text; slug: Text; style: string }
export const ARTICLE_CATEGORIES: CategorySeed[] = [
  { id: 1, name: l('Interviews', 'Interviews'), slug: l('interviews', 'interviews'), style: 'orange' },
  { id: 2, name: l('Essays', 'Essays'), slug: l('essays', 'essays'), style: 'teal' },
  { id: 3, name: l('Hinter den Kulissen', 'Behind the scenes'), slug: l('hinter-den-kulissen', 'behind-the-scenes'), style: 'dark' },
  { id: 4, name: l('Lesetipps', 'Reading tips'), slug: l('lesetipps', 'reading-tips'), style: 'sand' },
  { id: 5, name: l('Festivalberichte', 'Festival reports'), slug: l('festivalberichte', 'festival-reports'), style: 'outline' },
];

export const ARTICLE_TAGS: { name: Text; slug: Text }[] = [
  [l('Übersetzung', 'Translation'), 'uebersetzung', 'translation'], [l('Lyrik', 'Poetry'), 'lyrik', 'poetry'],
  [l('Roman', 'Novel'), 'roman', 'novel'], [l('Debüt', 'Debut'), 'debuet', 'debut'], [l('Berlin', 'Berlin'), 'berlin', 'berlin'],
  [l('Europa', 'Europe'), 'europa', 'europe'], [l('Kinderbuch', 'Children’s books'), 'kinderbuch', 'childrens-books'],
  [l('Krimi', 'Crime fiction'), 'krimi', 'crime-fiction'], [l('Graphic Novel', 'Graphic novel'), 'graphic-novel', 'graphic-novel'],
  [l('Sachbuch', 'Non-fiction'), 'sachbuch', 'non-fiction'], [l('Hörbuch', 'Audiobook'), 'hoerbuch', 'audiobook'],
  [l('Verlage', 'Publishing'), 'verlage', 'publishing'], [l('Buchhandel', 'Bookselling'), 'buchhandel', 'bookselling'],
  [l('Preise', 'Awards'), 'preise', 'awards'], [l('Stadtgeschichte', 'City history'), 'stadtgeschichte', 'city-history'],
  [l('Exil', 'Exile'), 'exil', 'exile'], [l('Natur', 'Nature writing'), 'natur', 'nature-writing'], [l('Klima', 'Climate'), 'klima', 'climate'],
  [l('Sprache', 'Language'), 'sprache', 'language'], [l('Erinnerung', 'Memory'), 'erinnerung', 'memory'], [l('Musik', 'Music'), 'musik', 'music'],
  [l('Theater', 'Theatre'), 'theater', 'theatre'], [l('Schreibwerkstatt', 'Writing workshop'), 'schreibwerkstatt', 'writing-workshop'],
  [l('Jugend', 'Young readers'), 'jugend', 'young-readers'],
].map(([name, de, en]) => ({ name: name as Text, slug: l(de as string, en as string) }));

/** The magazine's writers; umlauts and ß on purpose, the search folds them. */
export const MAGAZINE_AUTHORS = ['Jördis Müller', 'Konrad Weiß', 'Sophie Straßner', 'Emil Özdemir', 'Lena Brückner', 'Tomás Ferreira', 'Ida Schäfer', 'Paul Große'];

/** Twelve headlines per category, each a pair of title and teaser; {name} is filled from GUESTS. */
export const HEADLINES: Record<number, [Text, Text][]> = {
  1: [
    [l('„Jeder Satz ist eine Entscheidung“', '“Every sentence is a decision”'), l('{name} über das Schreiben in zwei Sprachen.', '{name} on writing in two languages.')],
    [l('Warum {name} nachts schreibt', 'Why {name} writes at night'), l('Ein Gespräch über Stille, Kaffee und die Angst vor dem leeren Blatt.', 'A conversation about silence, coffee and the fear of the blank page.')],
    [l('Die Stadt als Figur', 'The city as a character'), l('{name} erzählt, wie Berlin in den neuen Roman gewandert ist.', '{name} explains how Berlin found its way into the novel.')],
    [l('Übersetzen heißt Zuhören', 'Translating means listening'), l('{name} über falsche Freunde und richtige Entscheidungen.', '{name} on false friends and right decisions.')],
    [l('„Gedichte sind Verdichtungen“', '“Poems are condensations”'), l('Die Lyrikerin {name} im Gespräch über Rhythmus und Atem.', 'The poet {name} talks about rhythm and breath.')],
    [l('Ein Krimi ohne Leiche', 'A crime novel without a body'), l('{name} erklärt, wie Spannung ohne Gewalt funktioniert.', '{name} explains how suspense works without violence.')],
    [l('Zeichnen gegen das Vergessen', 'Drawing against forgetting'), l('{name} über die Graphic Novel als Gedächtnis.', '{name} on the graphic novel as a form of memory.')],
    [l('Was Kinder lesen wollen', 'What children want to read'), l('{name} über Mut, Humor und sprechende Tiere.', '{name} on courage, humour and talking animals.')],
    [l('Im Exil der Sprache', 'In the exile of language'), l('{name} schreibt seit zwanzig Jahren nicht mehr in der Muttersprache.', 'For twenty years {name} has not written in the mother tongue.')],
    [l('Die Natur schreibt mit', 'Nature writes along'), l('{name} über Vogelstimmen, Moore und das Klima.', '{name} on birdsong, moorland and the climate.')],
    [l('„Ich glaube an Bibliotheken“', '“I believe in libraries”'), l('{name} über öffentliche Räume und das Lesen als Menschenrecht.', '{name} on public spaces and reading as a human right.')],
    [l('Vom Debüt zum zweiten Buch', 'From debut to second book'), l('{name} über den Druck nach dem ersten Erfolg.', '{name} on the pressure after a first success.')],
  ],
  2: [
    [l('Lob der langsamen Lektüre', 'In praise of slow reading'), l('Warum wir uns beim Lesen Zeit lassen sollten.', 'Why we should take our time when reading.')],
    [l('Die Straße der Buchhändler', 'The street of booksellers'), l('Eine Straße in Kreuzberg und ihre fünf Buchläden.', 'A street in Kreuzberg and its five bookshops.')],
    [l('Über das Vorlesen', 'On reading aloud'), l('Was mit einem Text geschieht, wenn er eine Stimme bekommt.', 'What happens to a text when it is given a voice.')],
    [l('Das Ende des Buchs, schon wieder', 'The end of the book, again'), l('Eine kleine Geschichte der Untergangsprophezeiungen.', 'A short history of doomsday prophecies.')],
    [l('Schreiben im Zeitalter der Maschinen', 'Writing in the age of machines'), l('Was Literatur kann, was kein Programm kann.', 'What literature can do that no program can.')],
    [l('Die Macht der Fußnote', 'The power of the footnote'), l('Eine Verteidigung des Kleingedruckten.', 'A defence of the small print.')],
    [l('Europa erzählt sich', 'Europe tells its story'), l('Wie Romane Grenzen verschieben.', 'How novels move borders.')],
    [l('Heimat ist ein Verb', 'Home is a verb'), l('Gedanken über Herkunft in der Gegenwartsliteratur.', 'Thoughts on origins in contemporary literature.')],
    [l('Lesen in der U-Bahn', 'Reading on the underground'), l('Beobachtungen zwischen Hermannplatz und Alexanderplatz.', 'Observations between Hermannplatz and Alexanderplatz.')],
    [l('Die Übersetzerin als Autorin', 'The translator as author'), l('Warum Übersetzende auf das Cover gehören.', 'Why translators belong on the cover.')],
    [l('Vom Nutzen der Langeweile', 'On the use of boredom'), l('Eine Zeit ohne Ablenkung als Quelle der Fantasie.', 'Time without distraction as a source of imagination.')],
    [l('Was bleibt vom Sommer', 'What remains of summer'), l('Ferienlektüren und ihre Spuren.', 'Holiday reading and the traces it leaves.')],
  ],
  3: [
    [l('Wie ein Festival entsteht', 'How a festival comes together'), l('Ein Jahr Planung für sechzig Tage Literatur.', 'A year of planning for sixty days of literature.')],
    [l('Vierhundert Stühle und ein Lesepult', 'Four hundred chairs and a lectern'), l('Zu Besuch beim Aufbau im Münzsaal.', 'Visiting the set-up in the Mint Hall.')],
    [l('Die Stimme hinter dem Mikrofon', 'The voice behind the microphone'), l('Unsere Tontechnikerin über gute und schlechte Säle.', 'Our sound engineer on good and bad halls.')],
    [l('Gäste aus dreißig Ländern', 'Guests from thirty countries'), l('Wie die Reiseplanung für das Festival funktioniert.', 'How travel planning for the festival works.')],
    [l('Ein Tag an der Festivalkasse', 'A day at the box office'), l('Zwischen Ermäßigungen, Restkarten und Stammgästen.', 'Between concessions, last tickets and regulars.')],
    [l('Die Programmkonferenz', 'The programme conference'), l('Wie der Beirat aus hundert Vorschlägen ein Programm macht.', 'How the board turns a hundred proposals into a programme.')],
    [l('Licht für die Lyrik', 'Light for poetry'), l('Warum eine Lesung eine gute Beleuchtung braucht.', 'Why a reading needs good lighting.')],
    [l('Das Plakat entsteht', 'Making the poster'), l('Vom ersten Entwurf bis zur Litfaßsäule.', 'From first sketch to advertising pillar.')],
    [l('Mit dem Lastenrad durch die Stadt', 'Across town by cargo bike'), l('Wie tausend Bücher zu fünf Büchertischen kommen.', 'How a thousand books reach five book tables.')],
    [l('Dolmetschen in Echtzeit', 'Interpreting in real time'), l('Zwei Kabinen, vier Sprachen, ein Abend.', 'Two booths, four languages, one evening.')],
    [l('Das Festival wird grüner', 'The festival goes green'), l('Was wir für das Klima ändern.', 'What we are changing for the climate.')],
    [l('Danke an die Ehrenamtlichen', 'Thank you to our volunteers'), l('Ohne sie gäbe es kein Festival.', 'Without them there would be no festival.')],
  ],
  4: [
    [l('Fünf Romane für den Herbst', 'Five novels for autumn'), l('Unsere Empfehlungen für lange Abende.', 'Our recommendations for long evenings.')],
    [l('Lyrik für Einsteiger', 'Poetry for beginners'), l('Sechs Bände, mit denen man anfangen kann.', 'Six collections to start with.')],
    [l('Krimis aus Europa', 'Crime fiction from Europe'), l('Von Göteborg bis Triest: Spannung mit Lokalkolorit.', 'From Gothenburg to Trieste: suspense with local colour.')],
    [l('Bücher über Berlin', 'Books about Berlin'), l('Die Stadt in zehn Titeln.', 'The city in ten titles.')],
    [l('Graphic Novels, die man kennen muss', 'Graphic novels you should know'), l('Bilder, die Geschichten erzählen.', 'Pictures that tell stories.')],
    [l('Vorlesebücher für die ganze Familie', 'Read-aloud books for the whole family'), l('Für Kinder ab vier und Erwachsene ohne Altersgrenze.', 'For children from four and adults of any age.')],
    [l('Sachbücher, die sich wie Romane lesen', 'Non-fiction that reads like a novel'), l('Geschichte, Natur und Wissenschaft, spannend erzählt.', 'History, nature and science, grippingly told.')],
    [l('Hörbücher für unterwegs', 'Audiobooks for the road'), l('Gelesen von Stimmen, die man nicht vergisst.', 'Read by voices you will not forget.')],
    [l('Debüts des Jahres', 'Debuts of the year'), l('Neue Stimmen, die wir beim Festival vorstellen.', 'New voices we present at the festival.')],
    [l('Klassiker neu übersetzt', 'Classics in new translations'), l('Warum sich das Wiederlesen lohnt.', 'Why rereading is worth it.')],
    [l('Bücher über das Meer', 'Books about the sea'), l('Für alle, die an der Spree vom Ozean träumen.', 'For everyone on the Spree who dreams of the ocean.')],
    [l('Jugendbücher, die Erwachsene lieben', 'Young adult books adults love'), l('Coming of Age in sechs Variationen.', 'Coming of age in six variations.')],
  ],
  5: [
    [l('Ein Abend voller Gedichte', 'An evening full of poems'), l('Die lange Nacht der Lyrik im Rückblick.', 'Looking back on the long night of poetry.')],
    [l('Ausverkauft im Münzsaal', 'Sold out in the Mint Hall'), l('{name} las vor vierhundert Gästen.', '{name} read to four hundred guests.')],
    [l('Schulklassen schreiben', 'School classes write'), l('Die Ergebnisse der Schreibwerkstätten.', 'The results of the writing workshops.')],
    [l('Regen im Innenhof', 'Rain in the courtyard'), l('Wie eine Open-Air-Lesung ins Foyer zog.', 'How an open-air reading moved into the foyer.')],
    [l('Der Preis der Leserinnen', 'The readers’ prize'), l('Das Publikum hat entschieden.', 'The audience has decided.')],
    [l('Zwischen zwei Sprachen', 'Between two languages'), l('Ein Abend mit {name} und der Übersetzerin Marta Lindqvist.', 'An evening with {name} and the translator Marta Lindqvist.')],
    [l('Kinder erobern die Bibliothek', 'Children take over the library'), l('Der Familiensonntag in Friedrichshain.', 'Family Sunday in Friedrichshain.')],
    [l('Musik und Worte', 'Music and words'), l('Ein Abend mit Cello und Prosa im Theater am Gleisdreieck.', 'An evening of cello and prose at the Gleisdreieck Theatre.')],
    [l('Krimi im Keller', 'Crime in the cellar'), l('Gänsehaut im Gewölbekeller der Alten Münze.', 'Goosebumps in the vaulted cellar of the Alte Münze.')],
    [l('Das Festival in Zahlen', 'The festival in numbers'), l('Besucherinnen, Bücher und Kilometer.', 'Visitors, books and kilometres.')],
    [l('Die Eröffnung', 'The opening night'), l('{name} eröffnete das Festival mit einer Rede über Freiheit.', '{name} opened the festival with a speech on freedom.')],
    [l('Zum Abschluss ein Fest', 'A party to close'), l('Wie das Festival mit Musik und Gesprächen endete.', 'How the festival ended with music and conversation.')],
  ],
};

/** Guests named in interviews and reports; fictional, as all demo content. */
export const GUESTS = ['Agnieszka Wróbel', 'Hannes Müller', 'Marta Lindqvist', 'Giulia Ferraro', 'Selin Kaya', 'Jakob Grünewald', 'Maren Østergaard', 'Ilse Fröhlich'];

/** Sentences the article bodies are assembled from; every pair says the same in both languages. */
export const BODY_SENTENCES: Text[] = [
  l('Der Abend begann mit einer langen Stille, bevor die ersten Sätze den Saal füllten.', 'The evening began with a long silence before the first sentences filled the hall.'),
  l('Viele Zuhörerinnen und Zuhörer blieben nach der Lesung noch lange sitzen und diskutierten.', 'Many listeners stayed in their seats long after the reading, discussing.'),
  l('Das Buch erzählt von einer Familie, die über drei Generationen zwischen zwei Ländern pendelt.', 'The book tells of a family that moves between two countries over three generations.'),
  l('Beim Übersetzen geht es weniger um Wörter als um den Klang eines Satzes.', 'Translating is less about words than about the sound of a sentence.'),
  l('Die Idee zu dem Roman entstand auf einer Zugfahrt von Warschau nach Berlin.', 'The idea for the novel came on a train journey from Warsaw to Berlin.'),
  l('Gedichte brauchen Raum, und manchmal ist dieser Raum ein voller Saal.', 'Poems need space, and sometimes that space is a packed hall.'),
  l('Im Gespräch wurde deutlich, wie sehr Herkunft und Sprache das Schreiben prägen.', 'The conversation made clear how much origin and language shape writing.'),
  l('Die Moderatorin fragte nach den Orten, an denen die Geschichte spielt.', 'The host asked about the places where the story is set.'),
  l('Am Büchertisch bildete sich schon vor dem Ende der Veranstaltung eine Schlange.', 'A queue formed at the book table even before the event had ended.'),
  l('Für die Übersetzung ins Deutsche brauchte das Team fast zwei Jahre.', 'The team needed almost two years for the German translation.'),
  l('Berlin ist in diesem Text keine Kulisse, sondern eine eigene Figur.', 'In this text Berlin is not a backdrop but a character in its own right.'),
  l('Die Geschichte beginnt an einem Wintermorgen in einer Straße am Kanal.', 'The story begins on a winter morning in a street by the canal.'),
  l('Kinder und Erwachsene lachten an denselben Stellen, was selten genug vorkommt.', 'Children and adults laughed at the same moments, which happens rarely enough.'),
  l('Zwischen den Kapiteln spielte ein Cellist kurze Stücke, die die Stimmung aufnahmen.', 'Between the chapters a cellist played short pieces that picked up the mood.'),
  l('Die Autorin las zuerst auf Polnisch und dann auf Deutsch, und beide Fassungen klangen anders.', 'The author read first in Polish and then in German, and the two versions sounded different.'),
  l('Wer genau hinhört, entdeckt im Text viele Anspielungen auf ältere Romane.', 'Anyone listening closely discovers many allusions to older novels in the text.'),
  l('Die Recherche führte in Archive, auf Dachböden und in die Erinnerungen von Nachbarn.', 'The research led into archives, attics and the memories of neighbours.'),
  l('Am Ende des Abends signierte der Autor noch über eine Stunde lang Bücher.', 'At the end of the evening the author spent more than an hour signing books.'),
  l('Das Publikum war jünger als erwartet, viele kamen direkt von der Universität.', 'The audience was younger than expected; many came straight from university.'),
  l('Das Festival möchte zeigen, wie vielfältig die Literatur Europas heute ist.', 'The festival wants to show how diverse European literature is today.'),
  l('Nach der Pause ging es um die Frage, wem eine Geschichte eigentlich gehört.', 'After the break the question was who a story actually belongs to.'),
  l('Der Verlag hat das Buch mit einer Auflage von nur tausend Exemplaren gestartet.', 'The publisher launched the book with a print run of only a thousand copies.'),
  l('Die Schulklassen hatten ihre Fragen vorher aufgeschrieben und stellten sie mutig vor allen.', 'The school classes had written their questions down beforehand and asked them bravely in front of everyone.'),
  l('Die Lesung wurde aufgezeichnet und ist im Festivalpodcast zu hören.', 'The reading was recorded and can be heard on the festival podcast.'),
];

export const QUOTES: [Text, string][] = [
  [l('Ein Buch muss die Axt sein für das gefrorene Meer in uns.', 'A book must be the axe for the frozen sea within us.'), 'Franz Kafka'],
  [l('Die Grenzen meiner Sprache bedeuten die Grenzen meiner Welt.', 'The limits of my language mean the limits of my world.'), 'Ludwig Wittgenstein'],
  [l('Man reist ja nicht, um anzukommen, sondern um zu reisen.', 'One does not travel in order to arrive, but in order to travel.'), 'Johann Wolfgang von Goethe'],
  [l('Lesen ist ein großes Wunder.', 'Reading is a great miracle.'), 'Marie von Ebner-Eschenbach'],
  [l('Worte sind auch Taten.', 'Words are deeds, too.'), 'Ludwig Wittgenstein'],
];
