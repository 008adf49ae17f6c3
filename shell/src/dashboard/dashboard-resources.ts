/** Strings of the dashboard layout and its pages, merged into "shell". */
export const dashboardResources = {
  de: {
    dashboard: {
      title: 'Dashboard',
      label: 'Dashboard',
      backToSite: 'Zur Website',
      programme: 'Programm',
      signedInAs: 'Angemeldet als {{name}}',
      forbidden: 'Sie haben keinen Zugang zum Dashboard. Bitte wenden Sie sich an die Redaktion.',
      errorLog: {
        title: 'Nicht gefundene Seiten (404)',
        url: 'Adresse',
        count: 'Aufrufe',
        lastSeen: 'Zuletzt',
        empty: 'Es sind keine 404-Fehler gespeichert.',
        total_one: '{{count}} Adresse',
        total_other: '{{count}} Adressen',
        pages: 'Seiten der Liste',
        previous: 'Vorherige Seite',
        next: 'Nächste Seite',
      },
    },
  },
  en: {
    dashboard: {
      title: 'Dashboard',
      label: 'Dashboard',
      backToSite: 'Back to the website',
      programme: 'Programme',
      signedInAs: 'Signed in as {{name}}',
      forbidden: 'You have no access to the dashboard. Please contact the editorial team.',
      errorLog: {
        title: 'Pages not found (404)',
        url: 'Address',
        count: 'Hits',
        lastSeen: 'Last seen',
        empty: 'No 404 errors are stored.',
        total_one: '{{count}} address',
        total_other: '{{count}} addresses',
        pages: 'Pages of the list',
        previous: 'Previous page',
        next: 'Next page',
      },
    },
  },
};
