import type { Transaction } from 'kysely';
import { FORM_FIELD_TYPES as T } from '@festival/shared/api-schemas/content';
import type { Database } from '../../db/database';
import type { NewFormField } from '../../db/tables/form-fields.table';
import type { StoredChoice } from '../../services/content/forms-service';
import { l, same, type Text } from './bilingual';
import type { SeedRefs } from './seed-refs';

interface FieldSeed {
  slug: string;
  label: Text;
  type: number;
  required?: boolean;
  visible?: boolean;
  choices?: [string, Text][];
  default?: string;
  placeholder?: Text;
  help?: Text;
}

const empty = l('', '');

const CONTACT_FIELDS: FieldSeed[] = [
  { slug: 'name', label: l('Name', 'Name'), type: T.text, required: true, placeholder: l('Vor- und Nachname', 'First and last name') },
  { slug: 'email', label: l('E-Mail-Adresse', 'E-mail address'), type: T.email, required: true, placeholder: same('name@beispiel.de') },
  { slug: 'subject', label: l('Worum geht es?', 'What is it about?'), type: T.select, required: true, default: 'tickets', choices: [
    ['tickets', l('Karten und Kasse', 'Tickets and box office')], ['press', l('Presse und Akkreditierung', 'Press and accreditation')],
    ['accessibility', l('Barrierefreiheit', 'Accessibility')], ['other', l('Sonstiges', 'Something else')],
  ] },
  { slug: 'message', label: l('Ihre Nachricht', 'Your message'), type: T.textarea, required: true, help: l('Höchstens 3000 Zeichen.', 'At most 3000 characters.') },
  { slug: 'visit_date', label: l('Geplanter Besuchstag', 'Planned day of visit'), type: T.date },
  { slug: 'callback_time', label: l('Rückruf erwünscht am', 'Call me back on'), type: T.date_time, help: l('Wir rufen werktags zwischen 10 und 16 Uhr zurück.', 'We call back on weekdays between 10 am and 4 pm.') },
  { slug: 'guests', label: l('Anzahl der Personen', 'Number of people'), type: T.number, default: '1' },
  { slug: 'website', label: l('Website (für Presseanfragen)', 'Website (for press enquiries)'), type: T.url, placeholder: same('https://') },
  { slug: 'contact_preference', label: l('Wie dürfen wir antworten?', 'How should we reply?'), type: T.radio_multiple, default: 'email', choices: [
    ['email', l('Per E-Mail', 'By e-mail')], ['phone', l('Per Telefon', 'By phone')],
  ] },
  { slug: 'interests', label: l('Was interessiert Sie?', 'What are you interested in?'), type: T.checkbox_multiple, default: 'readings', choices: [
    ['readings', l('Lesungen', 'Readings')], ['workshops', l('Workshops', 'Workshops')], ['children', l('Kinderprogramm', 'Children’s programme')],
  ] },
  { slug: 'languages', label: l('In welchen Sprachen lesen Sie?', 'Which languages do you read?'), type: T.select_multiple, choices: [
    ['de', l('Deutsch', 'German')], ['en', l('Englisch', 'English')], ['pl', l('Polnisch', 'Polish')], ['tr', l('Türkisch', 'Turkish')],
  ] },
  { slug: 'attachment', label: l('Anhang', 'Attachment'), type: T.file, help: l('PDF oder Bild, höchstens 10 MB.', 'PDF or image, at most 10 MB.') },
  { slug: 'privacy', label: l('Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Angaben einverstanden.', 'I have read the privacy policy and agree to my details being processed.'), type: T.checkbox, required: true },
  { slug: 'source', label: l('Quelle', 'Source'), type: T.hidden, visible: false, default: 'website' },
];

const NEWSLETTER_FIELDS: FieldSeed[] = [
  { slug: 'name', label: l('Vorname', 'First name'), type: T.text, required: true },
  { slug: 'email', label: l('E-Mail-Adresse', 'E-mail address'), type: T.email, required: true, placeholder: same('name@beispiel.de') },
  { slug: 'consent', label: l('Ja, ich möchte den Festival-Newsletter erhalten. Die Abmeldung ist jederzeit möglich.', 'Yes, I would like to receive the festival newsletter. I can unsubscribe at any time.'), type: T.checkbox, required: true },
];

function fieldRows(formId: number, fields: FieldSeed[], firstId: number): NewFormField[] {
  return fields.map((field, index) => ({
    id: firstId + index, form_id: formId, slug: field.slug, field_type: field.type, sort: index,
    label_de: field.label.de, label_en: field.label.en,
    placeholder_text_de: (field.placeholder ?? empty).de, placeholder_text_en: (field.placeholder ?? empty).en,
    help_text_de: (field.help ?? empty).de, help_text_en: (field.help ?? empty).en,
    required: field.required ? 1 : 0, visible: field.visible === false ? 0 : 1, default_value: field.default ?? '',
    choices: JSON.stringify((field.choices ?? []).map(([value, label]): StoredChoice => ({ value, label_de: label.de, label_en: label.en }))),
  }));
}

/** The contact form (every field type) and the newsletter sign-up. */
export async function seedForms(trx: Transaction<Database>, refs: SeedRefs): Promise<void> {
  await trx.insertInto('forms').values([
    { id: refs.forms.contact, slug: 'kontakt', title_de: 'Kontakt', title_en: 'Contact',
      intro_de: 'Sie haben eine Frage zu Karten, Presse oder Barrierefreiheit? Schreiben Sie uns, wir antworten in der Regel innerhalb von zwei Werktagen.',
      intro_en: 'Do you have a question about tickets, press or accessibility? Write to us; we usually reply within two working days.',
      button_text_de: 'Nachricht senden', button_text_en: 'Send message',
      success_text_de: 'Vielen Dank für Ihre Nachricht! Wir melden uns bald.', success_text_en: 'Thank you for your message! We will be in touch soon.' },
    { id: refs.forms.newsletter, slug: 'newsletter', title_de: 'Newsletter', title_en: 'Newsletter',
      intro_de: 'Einmal im Monat: neue Veranstaltungen, Lesetipps und Geschichten hinter den Kulissen.',
      intro_en: 'Once a month: new events, reading tips and stories from behind the scenes.',
      button_text_de: 'Anmelden', button_text_en: 'Subscribe',
      success_text_de: 'Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung über den Link in unserer E-Mail.', success_text_en: 'Almost done: please confirm your subscription via the link in our e-mail.' },
  ]).execute();
  await trx.insertInto('form_fields').values([
    ...fieldRows(refs.forms.contact, CONTACT_FIELDS, 1),
    ...fieldRows(refs.forms.newsletter, NEWSLETTER_FIELDS, CONTACT_FIELDS.length + 1),
  ]).execute();
}
