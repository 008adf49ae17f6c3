import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { BlockList } from '@festival/shared/blocks/block-list';
import { CONSENT_COOKIE, useConsentStore } from '@festival/shared/stores/consent-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';

const parcelProps = { locale: 'de' } as ParcelProps;
const modules = [
  { slug: 'v', model: 'Video', video_url: 'https://www.youtube.com/watch?v=kXYiU_JCYtU', title: 'Der Festivaltrailer', length: '2:14', anchor: 'trailer', image: null, image_obj: null, image_thumbnails: null },
  { slug: 'a', model: 'Audio', embed: '<iframe title="Podcast" src="https://literaturfest.podigee.io/12/embed" height="200"></iframe>' },
  { slug: 'w', model: 'Viewer', embed: '<iframe title="Programmheft" src="https://e.issuu.com/embed.html?d=heft"></iframe>', media_type: 'document' },
  { slug: 's', model: 'SocialMedia', embed: '<blockquote><a href="https://www.instagram.com/p/C0/">Auf Instagram</a></blockquote>' },
] as unknown as PageModule[];

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  useConsentStore.getState().restore();
});

test('no embed loads before consent; one consent loads them all', async () => {
  const user = userEvent.setup();
  const { container } = render(<BlockList modules={modules} parcelProps={parcelProps} />);
  expect(container.querySelector('iframe')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Auf Instagram' })).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Der Festivaltrailer' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Programmheft' })).toBeInTheDocument();

  await user.click(screen.getAllByRole('button', { name: 'Externe Inhalte laden' })[1]!);
  expect(screen.getByTitle('Der Festivaltrailer')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/kXYiU_JCYtU');
  expect(screen.getByTitle('Podcast')).toHaveAttribute('src', 'https://literaturfest.podigee.io/12/embed');
  expect(screen.getByTitle('Programmheft')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Auf Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/p/C0/');
  expect(container.querySelector('#trailer')).not.toBeNull();
});
