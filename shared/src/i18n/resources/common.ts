import type { NamespaceResources } from '@festival/shared/i18n/create-i18n';

/** Strings of the shared UI and content blocks ("common" namespace). */
export const commonResources = {
  de: {
    loading: 'Wird geladen …',
    loadError: 'Die Inhalte konnten gerade nicht geladen werden.',
    remote: {
      unavailable: 'Dieser Bereich konnte gerade nicht geladen werden.',
      retry: 'Erneut versuchen',
    },
    link: { newWindow: '(öffnet in neuem Fenster)' },
    breadcrumb: { label: 'Brotkrümelnavigation', home: 'Startseite' },
    image: { copyright: 'Foto: {{copyright}}' },
    quote: { by: 'Zitat von {{author}}' },
    faq: { label: 'Häufige Fragen' },
    teaser: { more: 'Mehr erfahren' },
    favorites: { add: 'Zu Favoriten hinzufügen', remove: 'Aus Favoriten entfernen' },
    consent: {
      external_media: 'Externe Medien',
      tracking: 'Statistik und Marketing',
      blocked: 'Dieser Inhalt wird von einem externen Anbieter geladen ({{category}}). Er erscheint erst, wenn Sie zustimmen.',
      allow: 'Externe Inhalte laden',
      settings: 'Cookie-Einstellungen',
    },
    embed: {
      video: 'Video',
      length: '({{length}})',
      audio: 'Audio',
      document: 'Dokument',
      panorama: 'Panorama',
      model: '3D-Modell',
      social: 'Beitrag in sozialen Medien',
    },
  },
  en: {
    loading: 'Loading …',
    loadError: 'The content could not be loaded right now.',
    remote: {
      unavailable: 'This section could not be loaded right now.',
      retry: 'Try again',
    },
    link: { newWindow: '(opens in a new window)' },
    breadcrumb: { label: 'Breadcrumb', home: 'Home' },
    image: { copyright: 'Photo: {{copyright}}' },
    quote: { by: 'Quote by {{author}}' },
    faq: { label: 'Frequently asked questions' },
    teaser: { more: 'Learn more' },
    favorites: { add: 'Add to favourites', remove: 'Remove from favourites' },
    consent: {
      external_media: 'External media',
      tracking: 'Statistics and marketing',
      blocked: 'This content is loaded from an external provider ({{category}}). It appears once you agree.',
      allow: 'Load external content',
      settings: 'Cookie settings',
    },
    embed: {
      video: 'Video',
      length: '({{length}})',
      audio: 'Audio',
      document: 'Document',
      panorama: 'Panorama',
      model: '3D model',
      social: 'Social media post',
    },
  },
} satisfies NamespaceResources;
