import type { NamespaceResources } from '@festival/shared/i18n/create-i18n';
import { registerResources } from '@festival/shared/i18n/i18n-instance';

/** Strings of the shop remote ("shop" namespace). */
export const shopResources = {
  de: {
    booking: {
      seatGroups: 'Platzkategorien',
      fullPrice: 'Vollpreis',
      discounts: 'Ermäßigungen',
      add: '{{name}} hinzufügen',
      remove: '{{name}} entfernen',
      amount: 'Anzahl {{name}}: {{count}}',
      showMore: 'Alle Preise zeigen',
      showLess: 'Weniger Preise zeigen',
      timeslot: 'Einlass',
      selection: 'Ihre Auswahl',
      nothingSelected: 'Noch keine Karten gewählt.',
      total: 'Gesamt',
      toWebshop: 'Zum Webshop',
      soldOut: 'Für diese Veranstaltung sind keine Karten mehr verfügbar.',
    },
    cart: {
      label_one: 'Warenkorb, {{count}} Karte',
      label_other: 'Warenkorb, {{count}} Karten',
      empty: 'Warenkorb, leer',
      offline: 'Webshop offline',
    },
    webshop: {
      title: 'Webshop',
      intro: 'Hier kaufen Sie Karten für das Festival. Wählen Sie Ihre Veranstaltungen im Programm.',
      toProgramme: 'Zum Programm',
      cart_one: 'Im Warenkorb liegt {{count}} Karte. Sie ist 15 Minuten für Sie reserviert.',
      cart_other: 'Im Warenkorb liegen {{count}} Karten. Sie sind 15 Minuten für Sie reserviert.',
      cartEmpty: 'Ihr Warenkorb ist leer.',
      toCart: 'Zum Warenkorb',
      offline: 'Der Webshop ist gerade offline. Bitte versuchen Sie es später noch einmal.',
    },
  },
  en: {
    booking: {
      seatGroups: 'Seat categories',
      fullPrice: 'Full price',
      discounts: 'Discounts',
      add: 'Add {{name}}',
      remove: 'Remove {{name}}',
      amount: 'Number of {{name}}: {{count}}',
      showMore: 'Show all prices',
      showLess: 'Show fewer prices',
      timeslot: 'Admission',
      selection: 'Your selection',
      nothingSelected: 'No tickets chosen yet.',
      total: 'Total',
      toWebshop: 'To the webshop',
      soldOut: 'There are no tickets left for this event.',
    },
    cart: {
      label_one: 'Cart, {{count}} ticket',
      label_other: 'Cart, {{count}} tickets',
      empty: 'Cart, empty',
      offline: 'Webshop offline',
    },
    webshop: {
      title: 'Webshop',
      intro: 'Buy tickets for the festival here. Choose your events in the programme.',
      toProgramme: 'To the programme',
      cart_one: 'There is {{count}} ticket in your cart. It is reserved for you for 15 minutes.',
      cart_other: 'There are {{count}} tickets in your cart. They are reserved for you for 15 minutes.',
      cartEmpty: 'Your cart is empty.',
      toCart: 'To the cart',
      offline: 'The webshop is offline right now. Please try again later.',
    },
  },
} satisfies NamespaceResources;

registerResources('shop', shopResources);
