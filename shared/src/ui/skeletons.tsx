import { Bone, Bones, SkeletonFrame } from '@festival/shared/ui/skeleton-frame';

/**
 * Loading placeholders per content type (spec §2 loading skeletons), each shaped like the
 * layout it stands in for, so that the page does not jump when the content arrives.
 */

function CardRow() {
  return (
    <div className="fs-skeleton__row">
      <Bone shape="media" />
      <div className="fs-skeleton__stack">
        <Bone shape="short" />
        <Bone shape="title" />
        <Bone />
        <Bone shape="pill" />
      </div>
    </div>
  );
}

function Card() {
  return (
    <div className="fs-skeleton__stack">
      <Bone shape="media" />
      <Bone shape="short" />
      <Bone shape="title" />
      <Bones count={2} />
    </div>
  );
}

function CardGrid({ count }: { count: number }) {
  return (
    <div className="fs-skeleton__grid">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} />
      ))}
    </div>
  );
}

/** Programme list: a day heading and event cards with image, time, title, place and badge. */
export function EventListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonFrame kind="event-list">
      <Bone shape="short" />
      {Array.from({ length: count }, (_, index) => (
        <CardRow key={index} />
      ))}
    </SkeletonFrame>
  );
}

/** Event detail: title, image, facts and the tickets area. */
export function EventDetailSkeleton() {
  return (
    <SkeletonFrame kind="event-detail">
      <Bone shape="short" />
      <Bone shape="title" />
      <Bone shape="media" />
      <Bones count={4} shape="short" />
      <Bone shape="block" />
      <Bones count={4} />
    </SkeletonFrame>
  );
}

/** Authors (ensemble): portraits with names. */
export function EnsembleSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SkeletonFrame kind="ensemble">
      <div className="fs-skeleton__grid fs-skeleton__grid--people">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="fs-skeleton__stack">
            <Bone shape="circle" />
            <Bone />
          </div>
        ))}
      </div>
    </SkeletonFrame>
  );
}

/** Productions list: a grid of production cards. */
export function ProductionsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SkeletonFrame kind="productions">
      <CardGrid count={count} />
    </SkeletonFrame>
  );
}

/** Venue detail: name, image, address and the map area. */
export function VenueSkeleton() {
  return (
    <SkeletonFrame kind="venue">
      <Bone shape="title" />
      <Bone shape="media" />
      <Bones count={3} shape="short" />
      <Bone shape="block" />
    </SkeletonFrame>
  );
}

/** Series detail: title, text and its events. */
export function SeriesSkeleton() {
  return (
    <SkeletonFrame kind="series">
      <Bone shape="title" />
      <Bones count={3} />
      <CardRow />
      <CardRow />
    </SkeletonFrame>
  );
}

/** An article list: a grid of article cards (the page around it stays while the list loads). */
export function ArticleGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SkeletonFrame kind="article-grid">
      <CardGrid count={count} />
    </SkeletonFrame>
  );
}

/**
 * Magazine landing and category pages: breadcrumb, title, search box, category menu, the
 * featured article beside its text and the first cards, as tall as the page that replaces it.
 */
export function MagazineSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonFrame kind="magazine">
      <Bone shape="short" />
      <Bone shape="title" />
      <Bone shape="short" />
      <Bone shape="field" />
      <div className="fs-skeleton__pills">
        <Bones count={5} shape="pill" />
      </div>
      <div className="fs-skeleton__feature">
        <Bone shape="photo" />
        <div className="fs-skeleton__stack">
          <Bone shape="short" />
          <Bone shape="title" />
          <Bones count={2} />
        </div>
      </div>
      <CardGrid count={count} />
    </SkeletonFrame>
  );
}

/** Magazine article: title, byline, image and paragraphs. */
export function ArticleSkeleton() {
  return (
    <SkeletonFrame kind="article">
      <Bone shape="short" />
      <Bone shape="title" />
      <Bone shape="short" />
      <Bone shape="media" />
      <Bones count={6} />
    </SkeletonFrame>
  );
}

/** Magazine tags: a cloud of tag links. */
export function TagsSkeleton({ count = 12 }: { count?: number }) {
  return (
    <SkeletonFrame kind="tags">
      <div className="fs-skeleton__pills">
        <Bones count={count} shape="pill" />
      </div>
    </SkeletonFrame>
  );
}

/** Home page slider: one wide slide with its text and the slide dots. */
export function HomeSlidesSkeleton() {
  return (
    <SkeletonFrame kind="home-slides">
      <div className="fs-skeleton__slide">
        <Bone shape="wide-media" />
        <div className="fs-skeleton__slide-text fs-skeleton__stack">
          <Bone shape="title" />
          <Bone />
        </div>
      </div>
      <div className="fs-skeleton__dots">
        <Bones count={3} />
      </div>
    </SkeletonFrame>
  );
}

/** Page header: breadcrumb, title and intro line. */
export function PageHeaderSkeleton() {
  return (
    <SkeletonFrame kind="page-header">
      <Bone shape="short" />
      <Bone shape="title" />
      <Bone />
    </SkeletonFrame>
  );
}

/** A filter's options list: checkbox and label per option. */
export function OptionsListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SkeletonFrame kind="options-list">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="fs-skeleton__option">
          <Bone shape="square" />
          <Bone />
        </div>
      ))}
    </SkeletonFrame>
  );
}

/** Teasers: a row of teaser cards. */
export function TeasersSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonFrame kind="teasers">
      <CardGrid count={count} />
    </SkeletonFrame>
  );
}
