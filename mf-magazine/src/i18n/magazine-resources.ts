import type { NamespaceResources } from '@festival/shared/i18n/create-i18n';
import { registerResources } from '@festival/shared/i18n/i18n-instance';

/** Strings of the magazine remote ("magazine" namespace). */
export const magazineResources = {
  de: {
    title: 'Magazin',
    categories: 'Kategorien',
    all: 'Alle',
    allTopics: 'Alle #Themen',
    featured: 'Empfohlen',
    more: 'Weitere Beiträge laden',
    empty: 'Keine Beiträge gefunden.',
    tags: 'Themen',
    tagCount_one: '{{count}} Beitrag',
    tagCount_other: '{{count}} Beiträge',
    by: 'von {{author}}',
    related: 'Mehr aus dieser Kategorie',
    notFound: 'Diesen Beitrag gibt es nicht (mehr).',
    toMagazine: 'Zum Magazin',
    search: { label: 'Website durchsuchen', placeholder: 'Suchbegriff', submit: 'Suchen' },
    preview: {
      notice: 'Vorschau des Entwurfs: So lesen Besucherinnen und Besucher den Text nach der Veröffentlichung.',
      backToEditing: 'Weiter bearbeiten',
      published: 'Veröffentlichte Fassung ansehen',
      loading: 'Der Entwurf wird geladen …',
    },
  },
  en: {
    title: 'Magazine',
    categories: 'Categories',
    all: 'All',
    allTopics: 'All #Topics',
    featured: 'Featured',
    more: 'Load more articles',
    empty: 'No articles found.',
    tags: 'Topics',
    tagCount_one: '{{count}} article',
    tagCount_other: '{{count}} articles',
    by: 'by {{author}}',
    related: 'More from this category',
    notFound: 'This article does not exist (any more).',
    toMagazine: 'To the magazine',
    search: { label: 'Search the website', placeholder: 'Search term', submit: 'Search' },
    preview: {
      notice: 'Preview of the draft: this is how visitors will read the text once it is published.',
      backToEditing: 'Continue editing',
      published: 'View the published version',
      loading: 'Loading the draft …',
    },
  },
} satisfies NamespaceResources;

registerResources('magazine', magazineResources);
