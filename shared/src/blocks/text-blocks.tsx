import { anchorId, type BlockProps } from '@festival/shared/blocks/block-types';
import { useHeadlineLevel } from '@festival/shared/blocks/headline-levels';
import { useLocaleT } from '@festival/shared/ui/app-context';

const HEADLINE_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Spec §3: headline levels 2 to 6, shown so that the page's headings never skip a level. */
export function HeadlineBlock({ module }: BlockProps<'Headline'>) {
  const level = useHeadlineLevel(module.slug, module.headline_level);
  const Tag = HEADLINE_TAGS[level - 2] ?? 'h2';
  return (
    <header className="fs-block fs-headline" id={anchorId(module.anchor)}>
      {module.preline && <p className="fs-headline__preline">{module.preline}</p>}
      <Tag className="fs-headline__title">{module.content}</Tag>
      {module.subline && <p className="fs-headline__subline">{module.subline}</p>}
    </header>
  );
}

/** Rich text: the api sends sanitised HTML (bold, italic, links, lists: spec §5). */
export function TextBlock({ module }: BlockProps<'Text'>) {
  const className = `fs-block fs-richtext${module.decrease_distance ? ' fs-block--tight' : ''}`;
  return <div className={className} id={anchorId(module.anchor)} dangerouslySetInnerHTML={{ __html: module.content }} />;
}

export function QuoteBlock({ module }: BlockProps<'Quote'>) {
  return (
    <figure className="fs-block fs-quote">
      <blockquote className="fs-quote__text">
        <p>{module.content}</p>
      </blockquote>
      {module.author && <figcaption className="fs-quote__author">{module.author}</figcaption>}
    </figure>
  );
}

export function FaqBlock({ module }: BlockProps<'FAQ'>) {
  const { t } = useLocaleT();
  return (
    <section className="fs-block fs-faq" id={anchorId(module.anchor)} aria-label={t('faq.label')}>
      {module.children.map((item, index) => (
        <details key={index} className="fs-faq__item">
          <summary className="fs-faq__question">{item.title}</summary>
          <div className="fs-faq__answer fs-richtext" dangerouslySetInnerHTML={{ __html: item.content }} />
        </details>
      ))}
    </section>
  );
}

/** Code an editor placed on purpose (spec §3 HTML module). */
export function HtmlBlock({ module }: BlockProps<'HTML'>) {
  return <div className="fs-block fs-html" dangerouslySetInnerHTML={{ __html: module.html_code }} />;
}
