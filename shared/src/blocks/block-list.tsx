import type { LeafModule, PageModule } from '@festival/shared/api-schemas/content-modules';
import { useContext, useMemo, type ReactNode } from 'react';
import { BlockBoundary } from '@festival/shared/blocks/block-boundary';
import { AudioBlock, SocialMediaBlock, VideoBlock, VideoListBlock, ViewerBlock } from '@festival/shared/blocks/embed-blocks';
import { AnchorListBlock, LinkBlock } from '@festival/shared/blocks/link-blocks';
import { ContainerBlock, FormsBlock } from '@festival/shared/blocks/container-blocks';
import { headlineLevels, HeadlineLevelsContext } from '@festival/shared/blocks/headline-levels';
import { ImageListBlock } from '@festival/shared/blocks/image-list-block';
import { HeroMediaBlock, ImageBlock } from '@festival/shared/blocks/media-blocks';
import { RemoteBlock } from '@festival/shared/blocks/remote-blocks';
import { SectionBlock } from '@festival/shared/blocks/section-block';
import { FullTeaserBlock, TeaserListBlock, TwoColumnsBlock } from '@festival/shared/blocks/teaser-blocks';
import { AudioSelfHostedBlock, VideoSelfHostedBlock } from '@festival/shared/blocks/self-hosted-media-blocks';
import { FaqBlock, HeadlineBlock, HtmlBlock, QuoteBlock, TextBlock } from '@festival/shared/blocks/text-blocks';
import { LogoListBlock, VenueBlock, VenueListBlock } from '@festival/shared/blocks/venue-blocks';
import { isFlaggedOffline } from '@festival/shared/blocks/use-online-window';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { OfflineMark } from '@festival/shared/ui/offline-mark';
import './blocks.css';

export interface BlockListProps {
  modules: PageModule[];
  /** The host's parcel props, passed on to modules that a remote renders. */
  parcelProps: ParcelProps;
}

function renderLeaf(module: LeafModule, parcelProps: ParcelProps): ReactNode {
  switch (module.model) {
    case 'EventList':
    case 'BlogTeaserList':
    case 'HighlightTeaser':
      return <RemoteBlock module={module} parcelProps={parcelProps} />;
    case 'Headline':
      return <HeadlineBlock module={module} />;
    case 'Text':
      return <TextBlock module={module} />;
    case 'Link':
      return <LinkBlock module={module} />;
    case 'Image':
      return <ImageBlock module={module} />;
    case 'ImageList':
      return <ImageListBlock module={module} />;
    case 'Quote':
      return <QuoteBlock module={module} />;
    case 'FAQ':
      return <FaqBlock module={module} />;
    case 'HTML':
      return <HtmlBlock module={module} />;
    case 'TeaserList':
      return <TeaserListBlock module={module} />;
    case 'FullTeaser':
      return <FullTeaserBlock module={module} />;
    case 'TwoColumns':
      return <TwoColumnsBlock module={module} />;
    case 'HeroMedia':
      return <HeroMediaBlock module={module} />;
    case 'AnchorList':
      return <AnchorListBlock module={module} />;
    case 'Video':
      return <VideoBlock module={module} />;
    case 'VideoList':
      return <VideoListBlock module={module} />;
    case 'Audio':
      return <AudioBlock module={module} />;
    case 'Viewer':
      return <ViewerBlock module={module} />;
    case 'SocialMedia':
      return <SocialMediaBlock module={module} />;
    case 'VideoSelfHosted':
      return <VideoSelfHostedBlock module={module} />;
    case 'AudioSelfHosted':
      return <AudioSelfHostedBlock module={module} />;
    case 'Venue':
      return <VenueBlock module={module} />;
    case 'VenueList':
      return <VenueListBlock module={module} />;
    case 'LogoList':
      return <LogoListBlock module={module} />;
    case 'Forms':
      return <FormsBlock module={module} />;
    case 'Container':
      return <ContainerBlock module={module} renderModules={(modules) => <BlockList modules={modules} parcelProps={parcelProps} />} />;
    default:
      // Models newer than this build: nothing visible, never a crash.
      return null;
  }
}

function renderModule(module: PageModule, parcelProps: ParcelProps): ReactNode {
  const content =
    module.model === 'Section' ? (
      <SectionBlock module={module} renderModule={(child) => renderModule(child, parcelProps)} />
    ) : (
      renderLeaf(module, parcelProps)
    );
  return (
    <BlockBoundary key={module.slug} model={String(module.model)}>
      {isFlaggedOffline(module) ? <OfflineMark>{content}</OfflineMark> : content}
    </BlockBoundary>
  );
}

/** The page-editor modules of a CMS page or an article, in order. */
export function BlockList({ modules, parcelProps }: BlockListProps) {
  const outer = useContext(HeadlineLevelsContext);
  const levels = useMemo(() => outer ?? headlineLevels(modules), [outer, modules]);
  return (
    <HeadlineLevelsContext.Provider value={levels}>
      <div className="fs-blocks">{modules.map((module) => renderModule(module, parcelProps))}</div>
    </HeadlineLevelsContext.Provider>
  );
}
