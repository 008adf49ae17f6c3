import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import { l, type Text, type Tree } from './bilingual';

export type ModuleTree = { slug: string; model: ModuleModel } & { [field: string]: Tree };

/**
 * Builds the modules of one page or article. Slugs are numbered per model within the page,
 * so both languages of a page share them.
 */
export class ModuleBuilder {
  private readonly counts = new Map<string, number>();

  module(model: ModuleModel, fields: { [field: string]: Tree }): ModuleTree {
    const n = (this.counts.get(model) ?? 0) + 1;
    this.counts.set(model, n);
    return { slug: `${model.toLowerCase()}-${n}`, model, ...fields };
  }

  headline(content: Text, options: { level?: number; preline?: Text; subline?: Text; anchor?: string } = {}): ModuleTree {
    return this.module('Headline', {
      headline_level: options.level ?? 2, preline: options.preline ?? l('', ''), content,
      subline: options.subline ?? l('', ''), anchor: options.anchor ?? '',
    });
  }

  text(content: Text, options: { anchor?: string; decreaseDistance?: boolean } = {}): ModuleTree {
    return this.module('Text', { content, anchor: options.anchor ?? '', decrease_distance: options.decreaseDistance ?? false });
  }

  image(image: string, alt: Text, options: { format?: 'large' | 'medium' | 'small'; description?: Text; link?: Text } = {}): ModuleTree {
    return this.module('Image', {
      image, image_alt: alt, image_copyright: 'Literaturfestival Berlin', format: options.format ?? 'large',
      link: options.link ?? l('', ''), description: options.description ?? l('', ''),
    });
  }

  quote(content: Text, author: string): ModuleTree {
    return this.module('Quote', { content, author });
  }

  link(linkText: Text, target: { link?: Text; link_url?: string }, style: 'button' | 'link' = 'button'): ModuleTree {
    return this.module('Link', {
      link_text: linkText, link: target.link ?? l('', ''), link_url: target.link_url ?? '',
      extra_class: style, anchor: '', sticky: false,
    });
  }
}

/** A seeded picture: the media route draws any /media/<name>.jpg. */
export const media = (name: string): string => `/media/${name}.jpg`;
