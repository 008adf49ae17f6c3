import { l, paragraphs } from './bilingual';
import { ModuleBuilder, type ModuleTree } from './module-builder';

/** Imprint (Impressum), /de/impressum and /en/impressum. */
export function imprintModules(): ModuleTree[] {
  const b = new ModuleBuilder();
  return [
    b.headline(l('Impressum', 'Imprint'), { level: 2 }),
    b.headline(l('Angaben gemäß § 5 DDG', 'Information pursuant to section 5 of the German Digital Services Act (DDG)'), { level: 3 }),
    b.text(paragraphs(
      l('Literaturfestival Berlin gGmbH<br>Fraenkelufer 38<br>10999 Berlin',
        'Literaturfestival Berlin gGmbH<br>Fraenkelufer 38<br>10999 Berlin<br>Germany'),
      l('Handelsregister: HRB 204517 B, Amtsgericht Charlottenburg<br>Umsatzsteuer-Identifikationsnummer: DE 318 442 907',
        'Commercial register: HRB 204517 B, Charlottenburg Local Court<br>VAT identification number: DE 318 442 907'),
      l('Vertreten durch die Geschäftsführerin Dr. Henrike Großmann.',
        'Represented by the managing director, Dr Henrike Großmann.'),
    )),
    b.headline(l('Kontakt', 'Contact'), { level: 3 }),
    b.text(paragraphs(
      l('Telefon: +49 30 2196 4410<br>E-Mail: info@literaturfestival-berlin.example',
        'Phone: +49 30 2196 4410<br>E-mail: info@literaturfestival-berlin.example'),
      l('Die Festivalkasse ist während der Öffnungszeiten persönlich und telefonisch erreichbar.',
        'The festival box office can be reached in person and by phone during opening hours.'),
    )),
    b.headline(l('Inhaltlich verantwortlich', 'Responsible for content'), { level: 3 }),
    b.text(paragraphs(
      l('Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Jonas Weißenfels, Leitung Kommunikation, Anschrift wie oben.',
        'Responsible for content under section 18 (2) of the German Interstate Media Treaty: Jonas Weißenfels, head of communications, address as above.'),
    )),
    b.headline(l('Förderung', 'Funding'), { level: 3 }),
    b.text(paragraphs(
      l('Das Literaturfestival Berlin wird gefördert von der Senatsverwaltung für Kultur und Gesellschaftlichen Zusammenhalt sowie von privaten Stiftungen, denen wir herzlich danken.',
        'The Berlin Literature Festival is funded by the Senate Department for Culture and Social Cohesion and by private foundations, to whom we are very grateful.'),
    )),
    b.headline(l('Haftung für Inhalte und Links', 'Liability for content and links'), { level: 3 }),
    b.text(paragraphs(
      l('Wir erstellen die Inhalte dieser Website mit größter Sorgfalt, können für ihre Richtigkeit, Vollständigkeit und Aktualität jedoch keine Gewähr übernehmen. Für die Inhalte verlinkter Seiten sind ausschließlich deren Betreiber verantwortlich.',
        'We compile the content of this website with the greatest care but cannot guarantee that it is accurate, complete and up to date. The operators of linked pages are solely responsible for their content.'),
      l('Texte, Fotos und Grafiken dieser Website unterliegen dem Urheberrecht. Eine Verwendung außerhalb der Grenzen des Urheberrechts bedarf unserer schriftlichen Zustimmung.',
        'Texts, photographs and graphics on this website are protected by copyright. Any use beyond the limits of copyright law requires our written consent.'),
    )),
    b.headline(l('Bildnachweise', 'Picture credits'), { level: 3 }),
    b.text(paragraphs(
      l('Sofern nicht anders angegeben: Literaturfestival Berlin. Porträts der Autorinnen und Autoren mit freundlicher Genehmigung der Verlage.',
        'Unless stated otherwise: Berlin Literature Festival. Portraits of the authors by kind permission of the publishers.'),
    )),
  ];
}
