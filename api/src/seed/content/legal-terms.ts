import { l, paragraphs } from './bilingual';
import { ModuleBuilder, type ModuleTree } from './module-builder';

/** General terms and conditions (AGB) for tickets, /de/agb and /en/agb. */
export function termsModules(): ModuleTree[] {
  const b = new ModuleBuilder();
  return [
    b.headline(l('Allgemeine Geschäftsbedingungen', 'General Terms and Conditions'), { level: 2, subline: l('Stand: 1. September 2026', 'Last updated: 1 September 2026') }),
    b.headline(l('§ 1 Geltungsbereich', '§ 1 Scope'), { level: 3, anchor: 'geltungsbereich' }),
    b.text(paragraphs(
      l('Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge über den Erwerb von Eintrittskarten für Veranstaltungen des Literaturfestivals Berlin, die über unsere Website, an der Tageskasse oder telefonisch geschlossen werden.',
        'These General Terms and Conditions apply to all contracts for the purchase of tickets for events of the Berlin Literature Festival concluded via our website, at the box office or by telephone.'),
      l('Abweichende Bedingungen der Käuferin oder des Käufers erkennen wir nicht an, es sei denn, wir haben ihrer Geltung ausdrücklich schriftlich zugestimmt.',
        'We do not accept conflicting terms of the purchaser unless we have expressly agreed to their validity in writing.'),
    )),
    b.headline(l('§ 2 Vertragsschluss', '§ 2 Conclusion of the contract'), { level: 3, anchor: 'vertragsschluss' }),
    b.text(paragraphs(
      l('Die Darstellung der Veranstaltungen auf der Website ist kein verbindliches Angebot. Mit dem Absenden der Bestellung im Warenkorb geben Sie ein verbindliches Angebot zum Kauf der ausgewählten Karten ab.',
        'The presentation of events on the website does not constitute a binding offer. By submitting your order from the cart you make a binding offer to purchase the selected tickets.'),
      l('Der Vertrag kommt zustande, sobald wir die Bestellung per E-Mail bestätigen. Ausgewählte Plätze werden im Warenkorb für 15 Minuten reserviert; danach werden sie wieder freigegeben.',
        'The contract is concluded as soon as we confirm the order by e-mail. Selected seats are held in the cart for 15 minutes, after which they are released again.'),
    )),
    b.headline(l('§ 3 Preise und Zahlung', '§ 3 Prices and payment'), { level: 3, anchor: 'preise' }),
    b.text(paragraphs(
      l('Es gelten die zum Zeitpunkt der Bestellung angegebenen Preise in Euro einschließlich der gesetzlichen Umsatzsteuer. Ermäßigungen werden nur gegen Vorlage eines gültigen Nachweises am Einlass gewährt.',
        'The prices stated at the time of ordering apply, in euros and including statutory VAT. Reduced prices are granted only on presentation of valid proof at the entrance.'),
      l('Die Zahlung erfolgt per Kreditkarte, SEPA-Lastschrift oder an der Tageskasse in bar. Bei Rücklastschriften stellen wir die uns entstandenen Bankgebühren in Rechnung.',
        'Payment is made by credit card, SEPA direct debit or in cash at the box office. In the event of a returned direct debit we charge the bank fees incurred.'),
    )),
    b.headline(l('§ 4 Kein Widerrufsrecht', '§ 4 No right of withdrawal'), { level: 3, anchor: 'widerruf' }),
    b.text(paragraphs(
      l('Beim Kauf von Eintrittskarten für Veranstaltungen zu einem bestimmten Termin besteht nach § 312g Abs. 2 Nr. 9 BGB kein Widerrufsrecht. Ein Umtausch oder eine Rückgabe gekaufter Karten ist ausgeschlossen.',
        'Under section 312g (2) no. 9 of the German Civil Code there is no right of withdrawal for tickets to events on a specific date. Purchased tickets cannot be exchanged or returned.'),
    )),
    b.headline(l('§ 5 Absage und Änderungen', '§ 5 Cancellation and changes'), { level: 3, anchor: 'absage' }),
    b.text(paragraphs(
      l('Fällt eine Veranstaltung aus, erstatten wir den Kartenpreis. Weitergehende Ansprüche, etwa auf Ersatz von Reise- oder Übernachtungskosten, bestehen nicht, soweit uns kein Vorsatz und keine grobe Fahrlässigkeit trifft.',
        'If an event is cancelled we refund the ticket price. Further claims, for example for travel or accommodation costs, are excluded unless we acted with intent or gross negligence.'),
      l('Änderungen der Besetzung oder des Veranstaltungsortes innerhalb Berlins berechtigen nicht zur Rückgabe der Karte, sofern der Charakter der Veranstaltung gewahrt bleibt.',
        'Changes to the line-up or to the venue within Berlin do not entitle you to return the ticket, provided the character of the event is preserved.'),
    )),
    b.headline(l('§ 6 Hausrecht, Bild- und Tonaufnahmen', '§ 6 House rules, photography and recording'), { level: 3, anchor: 'hausrecht' }),
    b.text(paragraphs(
      l('Die Veranstaltungsorte üben das Hausrecht aus. Eigene Bild- und Tonaufnahmen sind während der Lesungen nicht gestattet. Das Festival kann Veranstaltungen für das Archiv aufzeichnen; mit dem Betreten des Saals erklären Sie sich damit einverstanden, dass Sie als Teil des Publikums zu sehen sein können.',
        'The venues exercise their house rules. Private photography and recording are not permitted during readings. The festival may record events for its archive; by entering the hall you agree that you may be visible as part of the audience.'),
    )),
    b.headline(l('§ 7 Schlussbestimmungen', '§ 7 Final provisions'), { level: 3, anchor: 'schluss' }),
    b.text(paragraphs(
      l('Es gilt das Recht der Bundesrepublik Deutschland. Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
        'The law of the Federal Republic of Germany applies. Should any provision of these terms be invalid, the validity of the remaining provisions remains unaffected.'),
      l('Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung bereit. Wir sind nicht verpflichtet und nicht bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        'The European Commission provides a platform for online dispute resolution. We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.'),
    )),
  ];
}
