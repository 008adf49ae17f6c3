import type { ModuleInputs } from '@festival/shared/api-schemas/module-inputs';

const noImage = { image: null, image_alt: '', image_copyright: '' };
const picture = (name: string, alt: string) => ({ image: `/media/${name}.jpg`, image_alt: alt, image_copyright: 'Literaturfestival Berlin' });

/**
 * A valid write body for every page-editor model (ids 1 and 2 exist in the demo seed): the start
 * of the rule tests here and in the api, and of editor form tests.
 */
export const MODULE_EXAMPLES: ModuleInputs = {
  Headline: { headline_level: 2, preline: 'Programm', content: 'Lesungen im Hof', subline: '', anchor: 'hof' },
  Text: { content: '<p>Drei Wochen <strong>Literatur</strong>.</p>', anchor: '', decrease_distance: false },
  Link: { link_text: 'Karten kaufen', link: '/de/programm', link_url: '', extra_class: 'button', anchor: '', sticky: false },
  Image: { ...picture('modules-image-large', 'Bücherstapel'), format: 'large', link: '', description: 'Im Lesesaal' },
  ImageList: { format: 'grid', anchor: '', children: [{ ...picture('modules-gallery-1-1', 'Festivalimpression'), link: '', description: '' }] },
  Video: { ...noImage, video_url: 'https://www.youtube.com/watch?v=kXYiU_JCYtU', title: 'Trailer', length: '2:14', anchor: '' },
  VideoSelfHosted: { ...noImage, file: '/media/video/festival-rueckblick.mp4', title: 'Rückblick' },
  VideoList: { anchor: '', children: [{ ...noImage, video_url: 'https://vimeo.com/76979871', title: 'Über das Übersetzen', length: '18:40' }] },
  Audio: { embed: '<iframe title="Podcast" src="https://literaturfest.podigee.io/12/embed" height="200"></iframe>' },
  AudioSelfHosted: { file: '/media/audio/festival-podcast-folge-12.wav', title: 'Folge 12' },
  Viewer: { embed: '<iframe title="Programmheft" src="https://e.issuu.com/embed.html?d=heft&amp;u=fest"></iframe>', media_type: 'document' },
  Quote: { content: 'Lesen heißt, mit einem fremden Kopf zu denken.', author: 'Arthur Schopenhauer' },
  SocialMedia: { embed: '<blockquote><a href="https://www.instagram.com/p/C0/">Auf Instagram</a></blockquote>' },
  FAQ: { anchor: 'fragen', children: [{ title: 'Gibt es ermäßigte Karten?', content: '<p>Ja.</p>' }] },
  FullTeaser: {
    ...picture('modules-full-teaser-1', 'Festivalmotiv'), link: '/de/programm', link_text: 'Programm ansehen', preline: 'Neu',
    headline: 'Stimmen aus Vilnius', subline: '', text: '<p>Drei Wochen lang lesen Autorinnen.</p>', extra_class: 'image-left',
  },
  TeaserList: {
    extra_class: 'list',
    children: [{
      ...picture('modules-teaser-1', 'Hinter den Kulissen'), preline: 'Magazin', headline: 'Wie ein Festival entsteht', subline: '',
      text: 'Ein Jahr Vorbereitung.', link_text: 'Weiterlesen', link: '/de/magazin', online_from: null, online_to: null,
    }],
  },
  Venue: { venue: 1 },
  VenueList: { children: [{ venue: 1 }, { venue: 2 }] },
  HTML: { html_code: '<table><tr><td>Vollpreis</td><td>14 €</td></tr></table>' },
  LogoList: { extra_class: 'logo-list--partners', children: [{ ...picture('partner-logo-1', 'Logo Kulturstiftung'), title: 'Kulturstiftung', link: 'https://www.berlin.de/' }] },
  Forms: { hubspot_id: 'a1b2c3', form_id: null },
  HeroMedia: {
    ...picture('modules-hero', 'Lesende im Innenhof'), headline: 'Willkommen', text: '<p>Das Festival beginnt.</p>', button_text: 'Programm',
    button_link: '/de/programm', sticky: false, video: '', online_from: '2026-01-01T00:00', online_to: null,
  },
  BlogTeaserList: { items: [1, 2] },
  TwoColumns: { ...picture('modules-two-columns-1', 'Das Foyer bei Nacht'), extra_class: 'image-text', text: '<p>Links das Bild.</p>' },
  EventList: { date_from: '', date_to: null, filters: 'weekend', tag: null },
  HighlightTeaser: { category_ids: [1, 2] },
  AnchorList: { sticky: true, children: [{ anchor: 'hof', title: 'Im Hof' }] },
  Container: { slug: 'festival-partner', layout: 'default' },
  Section: { ...noImage, extra_class: 'section--50-50', preset: '50-50', background: 'light', decoration: 'none' },
};
