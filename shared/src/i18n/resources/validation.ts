import type { NamespaceResources } from '@festival/shared/i18n/create-i18n';
import type { ModuleRuleKey } from '@festival/shared/validation/module-rules';

type Messages = Record<ModuleRuleKey, string>;

/**
 * Messages of the page-editor rules ("validation" namespace), keyed as validateModule reports
 * them (notFound: the api's check that a named venue, form, article … exists); {{min}} and
 * {{max}} come from the error's values. The api answers the text in the request's language.
 */
export const validationResources = {
  de: {
    required: 'Dieses Feld ist erforderlich!',
    invalid: 'Dieser Wert ist nicht zulässig.',
    tooLong: 'Höchstens {{max}} Zeichen.',
    tooMany: 'Höchstens {{max}} Einträge.',
    headlineLevel: 'Die Überschriftenebene muss zwischen {{min}} und {{max}} liegen.',
    videoUrl: 'Bitte eine Adresse von YouTube oder Vimeo angeben.',
    embedAudio: 'Der Code muss von SoundCloud, Spotify oder Podigee stammen.',
    embedViewer: 'Der Code muss von issuu, Kuula oder Sketchfab stammen.',
    embedSocial: 'Der Code muss von Instagram, Facebook, Twitter oder X stammen.',
    blogItems: 'Bitte {{min}} bis {{max}} Beiträge wählen.',
    altRequired: 'Bitte einen Alternativtext für das Bild angeben.',
    linkTarget: 'Bitte einen Pfad dieser Website (/…) oder eine Adresse mit https:// angeben.',
    date: 'Bitte ein gültiges Datum angeben.',
    endBeforeStart: 'Ende liegt vor dem Beginn.',
    money: 'Bitte einen Betrag wie 14,50 angeben.',
    notFound: 'Diesen Eintrag gibt es nicht (mehr).',
    imageFile: 'Bitte ein Bild (JPEG, PNG, WebP, GIF oder AVIF) bis {{max}} MB wählen.',
  } satisfies Messages,
  en: {
    required: 'This field is required!',
    invalid: 'This value is not allowed.',
    tooLong: 'At most {{max}} characters.',
    tooMany: 'At most {{max}} entries.',
    headlineLevel: 'The headline level must be between {{min}} and {{max}}.',
    videoUrl: 'Please give a YouTube or Vimeo address.',
    embedAudio: 'The code must come from SoundCloud, Spotify or Podigee.',
    embedViewer: 'The code must come from issuu, Kuula or Sketchfab.',
    embedSocial: 'The code must come from Instagram, Facebook, Twitter or X.',
    blogItems: 'Please choose {{min}} to {{max}} articles.',
    altRequired: 'Please give alternative text for the image.',
    linkTarget: 'Please give a path of this site (/…) or an address starting with https://.',
    date: 'Please give a valid date.',
    endBeforeStart: 'The end is before the start.',
    money: 'Please give an amount such as 14.50.',
    notFound: 'This entry does not exist (any more).',
    imageFile: 'Please choose a picture (JPEG, PNG, WebP, GIF or AVIF) of at most {{max}} MB.',
  } satisfies Messages,
} satisfies NamespaceResources;

/** A message with its values filled in, for answers that are not rendered through i18next (the api's detail). */
export function validationMessage(locale: keyof typeof validationResources, key: ModuleRuleKey, values: Record<string, number> = {}): string {
  return validationResources[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
