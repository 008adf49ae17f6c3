import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PageModule } from '../../api-schemas/content-modules';
import type { ParcelProps } from '../../types/parcel-props';
import { AppProvider } from '../../ui/app-context';
import { BlockList } from '../block-list';
import { loadSwiperSlider } from '../slider';

const parcelProps: ParcelProps = { locale: 'en', routeName: 'index', params: {}, query: {}, navigate: jest.fn(), user: null };
const image = (name: string, alt: string) => ({ image: `/media/${name}.jpg`, image_obj: { url: `/media/${name}.jpg`, alt, copyright: '' }, image_thumbnails: null });
const venueObj = (id: number, name: string) => ({ id, name, description: `${name} by the canal`, link: `/en/venues/v/${id}`, ...image(`venue-${id}`, name) });

const WIDTHS = [320, 640, 768, 1024, 1280, 1536];

function render_(modules: unknown[]) {
  return render(
    <AppProvider locale="en" navigate={jest.fn()}>
      <BlockList modules={modules as PageModule[]} parcelProps={parcelProps} />
    </AppProvider>,
  );
}

/** The part of a fetch Response the api client reads (jsdom has no Response). */
function answer(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
}

beforeAll(() => {
  // jsdom has no layout or media queries; swiper measures its container and reads breakpoints.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  window.matchMedia = ((query: string) => ({
    matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined,
    addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
  }));
});

afterEach(() => jest.restoreAllMocks());

test('a slider far below the fold shows its first slide and loads swiper only when it comes near', async () => {
  let notify: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
  const observe = jest.fn();
  const original = window.IntersectionObserver;
  window.IntersectionObserver = jest.fn((callback: (entries: Array<{ isIntersecting: boolean }>) => void) => {
    notify = callback;
    return { observe, disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [] };
  }) as unknown as typeof IntersectionObserver;
  try {
    const children = [1, 2].map((n) => ({ ...image(`f-${n}`, `Far ${n}`), link: '', description: '' }));
    render_([{ slug: 'l', model: 'ImageList', format: 'slider', anchor: '', children }]);
    const slider = screen.getByRole('region', { name: 'Image gallery with 2 images' });
    expect(within(slider).getByRole('img', { name: 'Far 1' })).toBeInTheDocument();
    expect(within(slider).queryByRole('img', { name: 'Far 2' })).toBeNull();
    expect(within(slider).queryByRole('button')).toBeNull();
    expect(observe).toHaveBeenCalledTimes(1);
    act(() => notify?.([{ isIntersecting: true }]));
    // swiper's code arrives (however long jest takes to compile it) and React renders it
    await act(() => loadSwiperSlider());
    expect(screen.getByRole('button', { name: 'Next item' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Far 2' })).toBeInTheDocument();
  } finally {
    window.IntersectionObserver = original;
  }
});

test.each([
  ['large', '(min-width: 64em) 88rem, 100vw'],
  ['medium', '(min-width: 64em) 50vw, 100vw'],
  ['small', '(min-width: 48em) 33vw, 100vw'],
])('an Image of format %s offers avif, webp and jpg at the six widths with its sizes', (format, sizes) => {
  const { container } = render_([{ slug: 'i', model: 'Image', ...image('plakat', 'Poster'), format, link: '', description: '' }]);
  const sources = [...container.querySelectorAll('picture source')];
  expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  const img = screen.getByRole('img', { name: 'Poster' });
  const sets = [...sources.map((source) => source.getAttribute('srcset')), img.getAttribute('srcset')];
  ['avif', 'webp', 'jpg'].forEach((ext, index) => {
    expect(sets[index]).toBe(WIDTHS.map((w) => `/media/plakat.${ext}?w=${w} ${w}w`).join(', '));
  });
  for (const element of [...sources, img]) expect(element.getAttribute('sizes')).toBe(sizes);
});

test.each(['grid', 'masonry', 'parallax', 'semi-lazy'])('an ImageList in the %s layout shows every picture responsively', (format) => {
  const children = [1, 2, 3].map((n) => ({ ...image(`g-${n}`, `Picture ${n}`), link: '', description: '' }));
  const { container } = render_([{ slug: 'l', model: 'ImageList', format, anchor: 'gallery', children }]);
  expect(container.querySelector(`.fs-image-list--${format}`)).toHaveAttribute('id', 'gallery');
  expect(screen.getAllByRole('img')).toHaveLength(3);
  expect(container.querySelectorAll('source[type="image/avif"]')).toHaveLength(3);
  const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
  expect(loading).toEqual(format === 'semi-lazy' ? ['eager', 'eager', 'lazy'] : ['lazy', 'lazy', 'lazy']);
});

test('an ImageList slider has labelled previous, next and per-slide buttons that move it', async () => {
  const children = [1, 2, 3].map((n) => ({ ...image(`s-${n}`, `Slide ${n}`), link: '', description: '' }));
  render_([{ slug: 'l', model: 'ImageList', format: 'slider', anchor: '', children }]);
  await act(() => loadSwiperSlider());
  const slider = screen.getByRole('region', { name: 'Image gallery with 3 images' });
  const previous = within(slider).getByRole('button', { name: 'Previous item' });
  const next = within(slider).getByRole('button', { name: 'Next item' });
  expect(previous).toBeDisabled();
  expect(within(slider).getByRole('button', { name: 'Go to item 1' })).toHaveAttribute('aria-current', 'true');
  fireEvent.click(next);
  expect(within(slider).getByRole('button', { name: 'Go to item 2' })).toHaveAttribute('aria-current', 'true');
  expect(previous).toBeEnabled();
  fireEvent.click(within(slider).getByRole('button', { name: 'Go to item 3' }));
  expect(next).toBeDisabled();
});

test('a teaser slider is a labelled carousel, a teaser list a list', async () => {
  const item = (headline: string) => ({ ...image('t', headline), preline: '', headline, subline: '', text: '', link_text: '', link: '/en/x', online_from: null, online_to: null });
  const { container } = render_([
    { slug: 's', model: 'TeaserList', extra_class: 'slider', children: [item('One'), item('Two')] },
    { slug: 'l', model: 'TeaserList', extra_class: 'list', children: [item('Three')] },
  ]);
  await act(() => loadSwiperSlider());
  expect(within(screen.getByRole('region', { name: '2 recommendations' })).getByRole('heading', { name: 'Two' })).toBeInTheDocument();
  const list = container.querySelector('ul.fs-teaser-list--list') as HTMLElement;
  expect(within(list).getByRole('heading', { name: 'Three' })).toBeInTheDocument();
});

test('a self-hosted video plays its file with the poster; a failing file leaves the poster and a notice', () => {
  const { container } = render_([{ slug: 'v', model: 'VideoSelfHosted', ...image('poster', 'Audience'), file: '/media/video/clip.mp4', title: 'Looking back' }]);
  const video = container.querySelector('video');
  expect(video).toHaveAttribute('poster', '/media/poster.jpg?w=1024');
  expect(video).toHaveAttribute('controls');
  const source = container.querySelector('video source') as HTMLSourceElement;
  expect(source).toHaveAttribute('src', '/media/video/clip.mp4');
  fireEvent.error(source);
  expect(container.querySelector('video')).toBeNull();
  expect(screen.getByRole('img', { name: 'Audience' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('This video is not available right now.');
  expect(screen.getByText('Looking back')).toBeInTheDocument();
});

test('self-hosted audio has a labelled player and a download link', () => {
  const { container } = render_([{ slug: 'a', model: 'AudioSelfHosted', file: '/media/audio/episode.wav', title: 'Episode 12' }]);
  expect(container.querySelector('audio')).toHaveAttribute('aria-label', 'Episode 12');
  expect(screen.getByRole('link', { name: 'Download the audio file' })).toHaveAttribute('href', '/media/audio/episode.wav');
});

test('venues and logos render as cards and linked pictures', () => {
  render_([
    { slug: 'v', model: 'Venue', venue: 1, venue_obj: venueObj(1, 'Old Mint') },
    { slug: 'vl', model: 'VenueList', children: [{ venue: 2, venue_obj: venueObj(2, 'Library') }, { venue: 3, venue_obj: null }] },
    { slug: 'lg', model: 'LogoList', extra_class: 'logo-list--partners', children: [{ ...image('logo-1', 'Foundation logo'), title: 'Foundation', link: 'https://example.org/' }] },
  ]);
  expect(screen.getByRole('heading', { level: 3, name: 'Old Mint' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /About the venue\s*: Library/ })).toHaveAttribute('href', '/en/venues/v/2');
  const logos = screen.getByRole('list', { name: 'Partners and sponsors' });
  expect(within(logos).getByRole('link')).toHaveAttribute('href', 'https://example.org/');
  expect(within(logos).getByRole('img', { name: 'Foundation logo' })).toBeInTheDocument();
});

test('a container loads its modules by slug and renders them', async () => {
  const fetch = jest.fn((url: string) =>
    answer({ id: 1, slug: 'partner', parent: null, content_type: 'page', object_id: null, layout: 'default', modules: [{ slug: 'q', model: 'Quote', content: 'Shared words', author: '' }] }).then((response) => {
      expect(url).toBe('/en/pageeditor-api/container/by-slug/partner');
      return response;
    }),
  );
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  render_([{ slug: 'partner', model: 'Container', layout: 'default' }]);
  expect(await screen.findByText('Shared words')).toBeInTheDocument();
});

test('a Forms module introduces the site form and links to its page', async () => {
  globalThis.fetch = jest.fn(() => answer({ id: 4, slug: 'contact', title: 'Contact us', intro: 'We reply soon.', button_text: 'Send', fields: [] })) as unknown as typeof globalThis.fetch;
  render_([{ slug: 'f', model: 'Forms', hubspot_id: '', form_id: 4 }]);
  expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the form' })).toHaveAttribute('href', '/en/forms/contact/4');
});

test('a missing container renders nothing and logs nothing', async () => {
  const error = jest.spyOn(console, 'error');
  globalThis.fetch = jest.fn(() => answer({ detail: 'Container not found.' }, 404)) as unknown as typeof globalThis.fetch;
  const { container } = render_([{ slug: 'gone', model: 'Container', layout: 'default' }]);
  await waitFor(() => expect(container.querySelector('.fs-skeleton')).toBeNull());
  expect(container.querySelector('.fs-container')).toBeNull();
  expect(error).not.toHaveBeenCalled();
});

test('a hero video plays muted and can be paused and played again', async () => {
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const { container } = render_([
    { slug: 'h', model: 'HeroMedia', ...image('hero', 'Courtyard'), headline: 'Festival', text: '', button_text: '', button_link: '', sticky: false, video: '/media/video/clip.mp4', online_from: null, online_to: null },
  ]);
  expect(container.querySelector('video')).toHaveProperty('muted', true);
  fireEvent.click(await screen.findByRole('button', { name: 'Pause the video' }));
  expect(pause).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
  expect(await screen.findByRole('button', { name: 'Pause the video' })).toBeInTheDocument();
  expect(play).toHaveBeenCalledTimes(2);
});
