import sanitizeHtml from 'sanitize-html';
import { ALL_EMBED_HOSTS } from '@festival/shared/media/embed-hosts';
import type { MarkupKind } from '@festival/shared/api-schemas/module-inputs';

/**
 * Allowlists for markup the browser renders as HTML. Whatever a profile allows, nothing leaves
 * with a script, an event-handler attribute or a javascript: (or other unlisted) link.
 *  - code-block: the settings' header and footer code (spec §3 settings): no frames.
 *  - rich-text(-headings): what the editor's rich text makes (spec §5): bold, italic, links
 *    (optionally to a new window), lists, line breaks, and h2–h6 where the module allows them.
 *  - html: the HTML module: ordinary markup and tables, pictures, and frames from the embed
 *    providers of spec §5 only.
 *  - embed: a provider's pasted snippet (frame, blockquote, links).
 */
export type MarkupProfile = MarkupKind | 'code-block';

const SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** A link opening a new window must not hand it this page (reverse tabnabbing); other targets are dropped. */
const safeLinkTarget: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { target, rel: _rel, ...rest } = attribs;
  return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
};

const FRAME_ATTRIBUTES = ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'frameborder', 'referrerpolicy'];
const frames: Partial<sanitizeHtml.IOptions> = {
  allowedIframeDomains: [...ALL_EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  allowedSchemesByTag: { iframe: ['https'] },
};

const RICH_TEXT = ['p', 'strong', 'b', 'em', 'i', 'a', 'ul', 'ol', 'li', 'br'];

const lazyPicture: sanitizeHtml.Transformer = (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } });

const PROFILES: Record<MarkupProfile, sanitizeHtml.IOptions> = {
  'code-block': {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'picture', 'source'],
    allowedAttributes: {
      '*': ['class', 'id', 'lang', 'title', 'aria-label'],
      a: ['href', 'target', 'rel', 'hreflang'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
      source: ['srcset', 'sizes', 'type', 'media'],
    },
    allowedSchemes: SCHEMES,
    transformTags: { a: safeLinkTarget },
  },
  'rich-text': {
    allowedTags: RICH_TEXT,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: SCHEMES,
    transformTags: { a: safeLinkTarget },
  },
  'rich-text-headings': {
    allowedTags: [...RICH_TEXT, 'h2', 'h3', 'h4', 'h5', 'h6'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: SCHEMES,
    transformTags: { a: safeLinkTarget },
  },
  html: {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'picture', 'source', 'iframe'],
    allowedAttributes: {
      '*': ['class', 'id', 'lang', 'title', 'aria-label', 'aria-hidden'],
      a: ['href', 'target', 'rel', 'hreflang'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
      source: ['srcset', 'sizes', 'type', 'media'],
      iframe: FRAME_ATTRIBUTES,
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
    },
    allowedSchemes: SCHEMES,
    transformTags: { a: safeLinkTarget },
    ...frames,
  },
  embed: {
    allowedTags: ['iframe', 'blockquote', 'a', 'p', 'br', 'span', 'div', 'strong', 'em'],
    allowedAttributes: { '*': ['class', 'title', 'data-*'], a: ['href', 'target', 'rel'], iframe: FRAME_ATTRIBUTES },
    allowedSchemes: ['https'],
    transformTags: { a: safeLinkTarget },
    ...frames,
  },
};

const FOOTER_CODE_BLOCK: sanitizeHtml.IOptions = {
  ...PROFILES['code-block'],
  transformTags: { ...PROFILES['code-block'].transformTags, img: lazyPicture },
};

/**
 * The settings' footer code (funders' logos): below every page's content, so its pictures load
 * only as they come near the view, not beside the page's own picture (an img's own loading stays).
 */
export function sanitizeFooterMarkup(markup: string): string {
  return sanitizeHtml(markup, FOOTER_CODE_BLOCK);
}

export function sanitizeMarkup(markup: string, profile: MarkupProfile = 'code-block'): string {
  return sanitizeHtml(markup, PROFILES[profile]);
}
