import { l, paragraphs } from './bilingual';
import { ModuleBuilder, type ModuleTree } from './module-builder';

/** Privacy policy (Datenschutzerklärung), /de/datenschutz and /en/datenschutz. */
export function privacyModules(): ModuleTree[] {
  const b = new ModuleBuilder();
  return [
    b.headline(l('Datenschutzerklärung', 'Privacy Policy'), { level: 2 }),
    b.text(paragraphs(
      l('Der Schutz Ihrer persönlichen Daten ist uns wichtig. Im Folgenden informieren wir Sie darüber, welche Daten wir beim Besuch unserer Website und beim Kartenkauf verarbeiten, zu welchem Zweck und auf welcher Rechtsgrundlage dies geschieht.',
        'The protection of your personal data matters to us. Below we explain which data we process when you visit our website and buy tickets, for what purpose and on which legal basis.'),
    )),
    b.headline(l('1. Verantwortliche Stelle', '1. Controller'), { level: 3, anchor: 'verantwortlich' }),
    b.text(paragraphs(
      l('Verantwortlich im Sinne der Datenschutz-Grundverordnung ist die Literaturfestival Berlin gGmbH, Fraenkelufer 38, 10999 Berlin, E-Mail: datenschutz@literaturfestival-berlin.example.',
        'The controller within the meaning of the General Data Protection Regulation is Literaturfestival Berlin gGmbH, Fraenkelufer 38, 10999 Berlin, Germany, e-mail: datenschutz@literaturfestival-berlin.example.'),
      l('Unsere Datenschutzbeauftragte erreichen Sie unter derselben Anschrift mit dem Zusatz „z. Hd. Datenschutzbeauftragte“.',
        'You can reach our data protection officer at the same address, marked “For the attention of the data protection officer”.'),
    )),
    b.headline(l('2. Server-Protokolle', '2. Server logs'), { level: 3, anchor: 'server' }),
    b.text(paragraphs(
      l('Bei jedem Aufruf der Website speichert unser Server vorübergehend die IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite, den Browsertyp und die zuvor besuchte Seite. Diese Daten benötigen wir, um die Website sicher und stabil zu betreiben (Art. 6 Abs. 1 lit. f DSGVO). Sie werden nach sieben Tagen gelöscht.',
        'Each time the website is accessed, our server temporarily stores the IP address, date and time, the page requested, the browser type and the previously visited page. We need these data to operate the website securely and reliably (Art. 6 (1) (f) GDPR). They are deleted after seven days.'),
    )),
    b.headline(l('3. Kartenkauf und Kundenkonto', '3. Ticket purchase and customer account'), { level: 3, anchor: 'kartenkauf' }),
    b.text(paragraphs(
      l('Für den Kartenkauf verarbeiten wir Name, Anschrift, E-Mail-Adresse und Zahlungsdaten zur Erfüllung des Vertrags (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsdaten bewahren wir wegen handels- und steuerrechtlicher Pflichten zehn Jahre auf.',
        'For ticket purchases we process your name, address, e-mail address and payment details to perform the contract (Art. 6 (1) (b) GDPR). Invoice data are kept for ten years because of commercial and tax law obligations.'),
      l('Wenn Sie ein Kundenkonto anlegen, speichern wir zusätzlich Ihr Passwort in verschlüsselter Form. Sie können Ihr Konto jederzeit in den Einstellungen löschen.',
        'If you create a customer account we additionally store your password in encrypted form. You can delete your account at any time in the settings.'),
    )),
    b.headline(l('4. Cookies und externe Medien', '4. Cookies and external media'), { level: 3, anchor: 'cookies' }),
    b.text(paragraphs(
      l('Technisch notwendige Cookies setzen wir ohne Einwilligung, etwa für den Warenkorb und die Sprachwahl. Statistik-Cookies und eingebettete Videos, Audios oder Dokumente externer Anbieter laden wir nur, wenn Sie im Cookie-Manager zugestimmt haben (Art. 6 Abs. 1 lit. a DSGVO).',
        'We set technically necessary cookies without consent, for example for the cart and the language choice. Statistics cookies and embedded videos, audio or documents from external providers are loaded only if you have agreed in the cookie manager (Art. 6 (1) (a) GDPR).'),
      l('Ihre Einwilligung können Sie jederzeit über den Link „Cookie-Einstellungen“ im Fußbereich der Seite widerrufen.',
        'You can withdraw your consent at any time via the “Cookie settings” link in the footer of the page.'),
    )),
    b.headline(l('5. Newsletter und Kontaktformular', '5. Newsletter and contact form'), { level: 3, anchor: 'newsletter' }),
    b.text(paragraphs(
      l('Für den Newsletter verwenden wir das Double-Opt-in-Verfahren: Erst nach Bestätigung Ihrer E-Mail-Adresse erhalten Sie Post von uns. Die Abmeldung ist mit einem Klick am Ende jeder Ausgabe möglich.',
        'We use the double opt-in procedure for the newsletter: you receive mail from us only after confirming your e-mail address. You can unsubscribe with one click at the end of every issue.'),
      l('Nachrichten über das Kontaktformular verwenden wir ausschließlich zur Bearbeitung Ihres Anliegens und löschen sie sechs Monate nach Abschluss der Anfrage.',
        'Messages sent via the contact form are used solely to handle your request and are deleted six months after it has been closed.'),
    )),
    b.headline(l('6. Ihre Rechte', '6. Your rights'), { level: 3, anchor: 'rechte' }),
    b.text(paragraphs(
      l('Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Außerdem können Sie sich bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit beschweren.',
        'You have the right of access, rectification, erasure, restriction of processing, data portability and objection. You may also lodge a complaint with the Berlin Commissioner for Data Protection and Freedom of Information.'),
    )),
  ];
}
