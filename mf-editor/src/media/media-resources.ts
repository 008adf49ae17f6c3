import type { NamespaceResources } from '@festival/shared/i18n/create-i18n';
import { registerResources } from '@festival/shared/i18n/i18n-instance';

/** Strings of the image field ("editorMedia" namespace). */
export const mediaResources = {
  de: {
    file: 'Bilddatei',
    fileHint: 'JPEG, PNG, WebP, GIF oder AVIF, höchstens 10 MB.',
    preview: 'Vorschau',
    noImage: 'Noch kein Bild gewählt.',
    alt: 'Alternativtext',
    altHint: 'Beschreibt das Bild für Menschen, die es nicht sehen.',
    copyright: 'Copyright',
    upload: 'Bild hochladen',
    uploading: 'Bild wird hochgeladen …',
    uploaded: 'Bild hochgeladen.',
    remove: 'Bild entfernen',
    chooseFirst: 'Bitte zuerst eine Bilddatei wählen.',
    failed: 'Das Bild konnte nicht hochgeladen werden.',
  },
  en: {
    file: 'Image file',
    fileHint: 'JPEG, PNG, WebP, GIF or AVIF, at most 10 MB.',
    preview: 'Preview',
    noImage: 'No image chosen yet.',
    alt: 'Alternative text',
    altHint: 'Describes the image for people who cannot see it.',
    copyright: 'Copyright',
    upload: 'Upload image',
    uploading: 'Uploading the image …',
    uploaded: 'Image uploaded.',
    remove: 'Remove image',
    chooseFirst: 'Please choose an image file first.',
    failed: 'The image could not be uploaded.',
  },
} satisfies NamespaceResources;

registerResources('editorMedia', mediaResources);
