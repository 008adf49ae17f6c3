import { render } from '@testing-library/react';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { BlockList } from '@festival/shared/blocks/block-list';
import { useStickyStore } from '@festival/shared/stores/sticky-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';

const link = (slug: string, sticky: boolean) =>
  ({ slug, model: 'Link', link_text: 'Karten kaufen', link: '/de/programm', link_url: '', extra_class: 'button', anchor: '', sticky }) as unknown as PageModule;

test('a sticky link module registers in the sticky navigation while mounted; others do not', () => {
  useStickyStore.setState({ items: [] });
  const view = render(<BlockList modules={[link('a', true), link('b', false)]} parcelProps={{ locale: 'de' } as ParcelProps} />);
  expect(useStickyStore.getState().items).toEqual([{ key: 'a', text: 'Karten kaufen', url: '/de/programm' }]);
  view.unmount();
  expect(useStickyStore.getState().items).toEqual([]);
});
