import type { Locale } from '@festival/shared/i18n/locales';

interface PageText { title: string; description: string }

interface HeadTexts {
  siteName: string;
  /** The installed app's name under its icon (web app manifest short_name). */
  shortName: string;
  siteDescription: string;
  /** og:locale of the language. */
  ogLocale: string;
  /** Search restricted to one category (spec §2 /search/{category}). */
  searchIn: Record<'events' | 'others', string>;
  pages: Record<
    'events' | 'productions' | 'authors' | 'magazine' | 'magazine-tags' | 'search' | 'error-404' | 'site-offline' | 'user-profile' | 'user-settings' | 'user-login' | 'my-festival'
      | 'user-signup' | 'user-logout' | 'webshop' | 'cms-hub' | 'error',
    PageText
  >;
}

/**
 * The texts of document heads in each language (spec §2 routes): the server writes them into
 * each document and the browser sets the same titles after in-app navigation.
 */
export const HEAD_TEXTS: Record<Locale, HeadTexts> = {
  de: {
    siteName: 'Literaturfestival Berlin',
    shortName: 'Literaturfest',
    siteDescription: 'Lesungen, Gespräche und Performances mit Autor*innen aus Europa und der Welt: das Programm des Literaturfestivals Berlin.',
    ogLocale: 'de_DE',
    searchIn: { events: 'Suche im Programm', others: 'Suche in Magazin, Autor*innen, Produktionen und Seiten' },
    pages: {
      events: { title: 'Programm und Karten', description: 'Alle Veranstaltungen des Festivals Tag für Tag, mit Filtern nach Ort, Format, Schlagwort, Reihe und Genre.' },
      productions: { title: 'Produktionen', description: 'Szenische Lesungen, Performances und literarische Installationen der aktuellen Saison.' },
      authors: { title: 'Autor*innen', description: 'Die Autor*innen des Festivals von A bis Z, mit ihren Büchern und Terminen.' },
      magazine: { title: 'Magazin', description: 'Interviews, Essays, Lesetipps und Berichte rund um das Festival.' },
      'magazine-tags': { title: 'Alle Themen', description: 'Alle Themen des Festivalmagazins auf einen Blick.' },
      search: { title: 'Suche', description: 'Durchsuchen Sie Programm, Magazin und Seiten des Festivals.' },
      'error-404': { title: 'Seite nicht gefunden', description: 'Die angeforderte Seite gibt es leider nicht.' },
      'site-offline': { title: 'Website offline', description: 'Die Website ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später noch einmal.' },
      'user-profile': { title: 'Mein Profil', description: 'Ihre persönlichen Angaben.' },
      'user-settings': { title: 'Einstellungen', description: 'Ihre Einstellungen für Newsletter und Konto.' },
      'user-login': { title: 'Anmelden', description: 'Melden Sie sich mit Ihrem Konto an.' },
      'user-signup': { title: 'Registrieren', description: 'Legen Sie ein Konto für Tickets und Merkliste an.' },
      'user-logout': { title: 'Abmelden', description: 'Sie werden abgemeldet.' },
      'my-festival': { title: 'Mein Festival', description: 'Ihre Favoriten als persönlicher Zeitplan und Ihre Bestellungen, auch ohne Verbindung.' },
      webshop: { title: 'Tickets', description: 'Tickets für das Literaturfestival Berlin.' },
      'cms-hub': { title: 'Redaktion', description: 'Redaktionsbereich des Festivals.' },
      error: { title: 'Fehler', description: 'Ein unbekannter Fehler ist aufgetreten.' },
    },
  },
  en: {
    siteName: 'Berlin Literature Festival',
    shortName: 'Lit Festival',
    siteDescription: 'Readings, talks and performances with writers from Europe and the world: the programme of the Berlin Literature Festival.',
    ogLocale: 'en_GB',
    searchIn: { events: 'Search the programme', others: 'Search the magazine, authors, productions and pages' },
    pages: {
      events: { title: 'Programme and tickets', description: 'Every festival event day by day, with filters for venue, format, tag, series and genre.' },
      productions: { title: 'Productions', description: 'Staged readings, performances and literary installations of the current season.' },
      authors: { title: 'Authors', description: 'The festival’s authors from A to Z, with their books and dates.' },
      magazine: { title: 'Magazine', description: 'Interviews, essays, reading tips and reports from around the festival.' },
      'magazine-tags': { title: 'All topics', description: 'Every topic of the festival magazine at a glance.' },
      search: { title: 'Search', description: 'Search the festival’s programme, magazine and pages.' },
      'error-404': { title: 'Page not found', description: 'Unfortunately the page you asked for does not exist.' },
      'site-offline': { title: 'Website offline', description: 'The website is temporarily unavailable. Please try again later.' },
      'user-profile': { title: 'My profile', description: 'Your personal details.' },
      'user-settings': { title: 'Settings', description: 'Your newsletter and account settings.' },
      'user-login': { title: 'Log in', description: 'Log in with your account.' },
      'user-signup': { title: 'Sign up', description: 'Create an account for tickets and favourites.' },
      'user-logout': { title: 'Log out', description: 'You are being logged out.' },
      'my-festival': { title: 'My Festival', description: 'Your favourites as a personal schedule, and your orders, without a connection too.' },
      webshop: { title: 'Tickets', description: 'Tickets for the Berlin Literature Festival.' },
      'cms-hub': { title: 'Editorial area', description: 'The festival’s editorial area.' },
      error: { title: 'Error', description: 'An unknown error occurred.' },
    },
  },
};
