import type { NamespaceResources } from '@festival/shared/i18n/create-i18n';
import { registerResources } from '@festival/shared/i18n/i18n-instance';

/** Strings of the login modal and the edit links ("editorSession" namespace). */
export const sessionResources = {
  de: {
    login: {
      title: 'Bitte erneut anmelden',
      text: 'Ihre Anmeldung ist abgelaufen, deshalb wurde die letzte Änderung nicht gespeichert. Melden Sie sich in einem neuen Fenster an; diese Seite bleibt offen.',
      open: 'Anmelden (neues Fenster)',
      done: 'Ich bin wieder angemeldet',
      stillOut: 'Sie sind noch nicht angemeldet.',
      close: 'Schließen',
    },
    editLink: {
      event: 'Veranstaltung im CMS-Hub bearbeiten',
      person: 'Person im CMS-Hub bearbeiten',
      production: 'Produktion im CMS-Hub bearbeiten',
      venue: 'Spielort im CMS-Hub bearbeiten',
      series: 'Reihe im CMS-Hub bearbeiten',
      form: 'Formular im CMS-Hub bearbeiten',
      article: 'Beitrag im CMS-Hub bearbeiten',
      page: 'Seite im CMS-Hub bearbeiten',
    },
  },
  en: {
    login: {
      title: 'Please sign in again',
      text: 'Your session has ended, so your last change was not saved. Sign in in a new window; this page stays open.',
      open: 'Sign in (new window)',
      done: 'I have signed in again',
      stillOut: 'You are not signed in yet.',
      close: 'Close',
    },
    editLink: {
      event: 'Edit this event in the CMS hub',
      person: 'Edit this person in the CMS hub',
      production: 'Edit this production in the CMS hub',
      venue: 'Edit this venue in the CMS hub',
      series: 'Edit this series in the CMS hub',
      form: 'Edit this form in the CMS hub',
      article: 'Edit this article in the CMS hub',
      page: 'Edit this page in the CMS hub',
    },
  },
} satisfies NamespaceResources;

registerResources('editorSession', sessionResources);
