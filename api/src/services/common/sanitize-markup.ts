import sanitizeHtml from 'sanitize-html';

/**
 * Markup editors store (settings code blocks) is rendered as HTML by the browser, so it leaves
 * the server without scripts, event handlers, inline frames or javascript: links.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'picture', 'source'],
  allowedAttributes: {
    '*': ['class', 'id', 'lang', 'title', 'aria-label'],
    a: ['href', 'target', 'rel', 'hreflang'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'sizes', 'type', 'media'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // A link opening a new window must not hand it this page (reverse tabnabbing).
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizeMarkup(markup: string): string {
  return sanitizeHtml(markup, OPTIONS);
}
