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
    image: { copyright: 'Foto: {{copyright}}' },
    quote: { by: 'Zitat von {{author}}' },
    faq: { label: 'Häufige Fragen' },
    teaser: { more: 'Mehr erfahren' },
  },
  en: {
    loading: 'Loading …',
    loadError: 'The content could not be loaded right now.',
    remote: {
      unavailable: 'This section could not be loaded right now.',
      retry: 'Try again',
    },
    link: { newWindow: '(opens in a new window)' },
    image: { copyright: 'Photo: {{copyright}}' },
    quote: { by: 'Quote by {{author}}' },
    faq: { label: 'Frequently asked questions' },
    teaser: { more: 'Learn more' },
  },
} satisfies NamespaceResources;
