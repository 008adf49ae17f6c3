/**
 * Strings of the offline state, merged into the "shell" namespace: the note on a page shown from
 * the visitor's stored copy, and the offline page the service worker writes (it reads them here).
 */
export const offlineResources = {
  de: {
    offline: {
      storedCopy: 'Offline – angezeigt wie am {{time}}',
      pageTitle: 'Keine Verbindung',
      pageText: 'Ihr Gerät ist gerade offline, und diese Seite haben Sie hier noch nicht geöffnet.',
      available: 'Offline verfügbar',
      nothingKept: 'Noch ist nichts offline gespeichert: Öffnen Sie Programm, Veranstaltungen und Mein Festival einmal mit Verbindung.',
      reload: 'Neu laden',
    },
  },
  en: {
    offline: {
      storedCopy: 'Offline — shown as of {{time}}',
      pageTitle: 'No connection',
      pageText: 'Your device is offline right now, and you have not opened this page here before.',
      available: 'Available offline',
      nothingKept: 'Nothing is kept offline yet: open the programme, events and My Festival once while connected.',
      reload: 'Reload',
    },
  },
} as const;
