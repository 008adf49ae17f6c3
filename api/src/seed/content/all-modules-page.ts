import { href } from '@festival/shared/routes/route-table';
import { l, paragraphs, same, type Text } from './bilingual';
import { sectionModules } from './all-modules-sections';
import { media, ModuleBuilder, type ModuleTree } from './module-builder';
import type { SeedRefs } from './seed-refs';

const localHref = (name: Parameters<typeof href>[0], params: Record<string, string> = {}): Text =>
  l(href(name, params, 'de'), href(name, params, 'en'));

/** Text and media modules of the "all modules" page: every type of spec §3 outside sections. */
function mediaModules(b: ModuleBuilder, refs: SeedRefs): ModuleTree[] {
  const imageItem = (name: string, de: string, en: string) => ({
    image: media(name), image_alt: l(de, en), image_copyright: 'Literaturfestival Berlin', link: '', description: l(de, en),
  });
  return [
    b.module('HeroMedia', {
      headline: l('Alle Module auf einer Seite', 'Every module on one page'),
      text: l('Diese Seite zeigt jeden Baustein, aus dem Redakteurinnen und Redakteure die Seiten des Festivals zusammensetzen.',
        'This page shows every building block that editors use to compose the festival’s pages.'),
      button_text: l('Zum Programm', 'See the programme'), button_link: localHref('events'), sticky: false,
      image: media('modules-hero'), image_alt: l('Lesende im Innenhof der Alten Münze', 'Readers in the courtyard of the Alte Münze'),
      video: '', online_from: refs.daysAgo(30), online_to: null,
    }),
    b.module('AnchorList', {
      sticky: true,
      children: [
        { anchor: 'texte', title: l('Texte', 'Texts') },
        { anchor: 'bilder', title: l('Bilder', 'Images') },
        { anchor: 'medien', title: l('Video und Audio', 'Video and audio') },
        { anchor: 'fragen', title: l('Häufige Fragen', 'Frequently asked questions') },
        { anchor: 'spalten', title: l('Spalten', 'Columns') },
      ],
    }),
    b.headline(l('Texte, Zitate und Links', 'Texts, quotes and links'), { level: 2, preline: l('Grundlagen', 'Basics'), subline: l('Überschriften von Ebene 2 bis 6', 'Headlines from level 2 to 6'), anchor: 'texte' }),
    b.headline(l('Eine Überschrift der dritten Ebene', 'A third-level headline'), { level: 3 }),
    b.text(l(
      '<p>Fließtext darf <strong>fett</strong> und <em>kursiv</em> sein, <a href="https://www.berlin.de/" target="_blank" rel="noopener">Links</a> enthalten und Aufzählungen bilden:</p><ul><li>Lesungen in fünf Häusern</li><li>Gespräche über Übersetzung</li><li>Workshops für Schulklassen</li></ul>',
      '<p>Body text may be <strong>bold</strong> and <em>italic</em>, contain <a href="https://www.berlin.de/" target="_blank" rel="noopener">links</a> and form lists:</p><ul><li>Readings in five venues</li><li>Talks on translation</li><li>Workshops for school classes</li></ul>',
    ), { anchor: 'absatz' }),
    b.text(paragraphs(l('Dieser Absatz rückt mit verringertem Abstand an den vorigen heran.', 'This paragraph sits closer to the previous one with reduced spacing.')), { decreaseDistance: true }),
    b.quote(l('Lesen heißt, mit einem fremden Kopf statt mit dem eigenen zu denken.', 'Reading means thinking with someone else’s head instead of one’s own.'), 'Arthur Schopenhauer'),
    b.link(l('Karten kaufen', 'Buy tickets'), { link: localHref('events') }, 'button'),
    b.link(l('Zur Berliner Stadtbibliothek', 'Visit the Berlin public libraries'), { link_url: 'https://www.voebb.de/' }, 'link'),
    b.headline(l('Bilder', 'Images'), { level: 2, anchor: 'bilder' }),
    b.image(media('modules-image-large'), l('Bücherstapel im Lesesaal', 'Stacks of books in the reading room'), { format: 'large', description: l('Großes Bild mit Bildunterschrift', 'Large image with caption') }),
    b.image(media('modules-image-medium'), l('Blick in den Wintergarten', 'View into the conservatory'), { format: 'medium', link: refs.venueLink(0) }),
    b.image(media('modules-image-small'), l('Signierte Erstausgabe', 'Signed first edition'), { format: 'small' }),
    ...(['slider', 'grid', 'masonry', 'parallax', 'semi-lazy'] as const).map((format, i) => b.module('ImageList', {
      format, anchor: '',
      children: [1, 2, 3, 4, 5].map((n) => imageItem(`modules-gallery-${i + 1}-${n}`, `Festivalimpression ${n}`, `Festival impression ${n}`)),
    })),
    b.headline(l('Video, Audio und Einbettungen', 'Video, audio and embeds'), { level: 2, anchor: 'medien' }),
    b.module('Video', {
      video_url: 'https://www.youtube.com/watch?v=kXYiU_JCYtU', image: media('modules-video-poster'),
      image_alt: l('Standbild aus dem Festivaltrailer', 'Still from the festival trailer'),
      title: l('Der Festivaltrailer', 'The festival trailer'), length: '2:14', anchor: '',
    }),
    b.module('VideoSelfHosted', {
      file: '/media/video/festival-rueckblick.mp4', image: media('modules-video-self-hosted'),
      image_alt: l('Publikum im Münzsaal', 'Audience in the Mint Hall'), title: l('Rückblick auf das letzte Festival', 'Looking back at last year’s festival'),
    }),
    b.module('VideoList', {
      anchor: '',
      children: [
        { video_url: 'https://vimeo.com/76979871', image: media('modules-video-list-1'), image_alt: l('Gespräch auf der Bühne', 'Talk on stage'), title: l('Über das Übersetzen', 'On translation'), length: '18:40' },
        { video_url: 'https://youtu.be/aqz-KE-bpKQ', image: media('modules-video-list-2'), image_alt: l('Lesung im Kaminzimmer', 'Reading in the fireside room'), title: l('Lyrik am Kamin', 'Poetry by the fire'), length: '24:05' },
      ],
    }),
    b.module('Audio', { embed: '<iframe title="Podcast" src="https://literaturfest.podigee.io/12-uebersetzen/embed?context=external" height="200" width="100%" loading="lazy"></iframe>' }),
    b.module('AudioSelfHosted', { file: '/media/audio/festival-podcast-folge-12.wav', title: l('Podcast, Folge 12: Lesen in der Stadt', 'Podcast, episode 12: Reading in the city') }),
    b.module('Viewer', { embed: '<iframe title="Programmheft" src="https://e.issuu.com/embed.html?d=programmheft-2026&u=literaturfest" width="100%" height="480" loading="lazy"></iframe>', media_type: 'document' }),
    b.module('SocialMedia', { embed: '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C0FestivalBln/"><a href="https://www.instagram.com/p/C0FestivalBln/">Literaturfestival Berlin auf Instagram</a></blockquote>' }),
    b.module('FAQ', {
      anchor: 'fragen',
      children: [
        { title: l('Gibt es ermäßigte Karten?', 'Are there reduced-price tickets?'), content: l('<p>Ja. Schülerinnen, Studierende, Menschen mit Schwerbehinderung und Inhaber des Berlinpasses zahlen den ermäßigten Preis.</p>', '<p>Yes. School pupils, students, people with a severe disability and Berlinpass holders pay the reduced price.</p>') },
        { title: l('Sind die Veranstaltungsorte barrierefrei?', 'Are the venues accessible?'), content: l('<p>Vier der fünf Häuser sind stufenlos erreichbar. Details finden Sie auf der Seite des jeweiligen Veranstaltungsortes.</p>', '<p>Four of the five venues have step-free access. You will find details on each venue’s page.</p>') },
        { title: l('Kann ich Karten umtauschen?', 'Can I exchange tickets?'), content: l('<p>Ein Umtausch ist leider nicht möglich. Bei Absagen erstatten wir den Kartenpreis.</p>', '<p>Unfortunately tickets cannot be exchanged. If an event is cancelled we refund the price.</p>') },
      ],
    }),
    b.module('HTML', { html_code: same('<table class="price-table"><thead><tr><th>Karte</th><th>Preis</th></tr></thead><tbody><tr><td>Vollpreis</td><td>14 €</td></tr><tr><td>Ermäßigt</td><td>9 €</td></tr><tr><td>Festivalpass</td><td>89 €</td></tr></tbody></table>') }),
    b.module('Forms', { hubspot_id: '', form_id: refs.forms.contact }),
    b.module('Venue', { venue: refs.venueIds[0] ?? 1 }),
    b.module('VenueList', { children: refs.venueIds.slice(0, 4).map((venue) => ({ venue })) }),
  ];
}

/** The page at /de/module and /en/modules. */
export function allModulesPage(refs: SeedRefs): ModuleTree[] {
  const b = new ModuleBuilder();
  return [...mediaModules(b, refs), ...sectionModules(b, refs)];
}
