import { render, screen } from '@testing-library/react';
import { useLoadingStore } from '@festival/shared/stores/loading-store';
import { Skeleton } from '@festival/shared/ui/skeleton';
import * as skeletons from '@festival/shared/ui/skeletons';

const variants = Object.entries(skeletons) as Array<[string, () => React.JSX.Element]>;

beforeEach(() => useLoadingStore.setState({ pending: 0 }));

test.each(variants)('%s is busy, hides its shapes and says "loading" once', (_, Variant) => {
  const { container, unmount } = render(<Variant />);
  const frame = container.querySelector('[aria-busy="true"]');
  expect(frame).not.toBeNull();
  expect(frame?.querySelector('.fs-skeleton__shapes')).toHaveAttribute('aria-hidden', 'true');
  expect(frame?.querySelectorAll('.fs-bone').length).toBeGreaterThan(2);
  expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
  expect(useLoadingStore.getState().pending).toBe(1);
  unmount();
  expect(useLoadingStore.getState().pending).toBe(0);
});

test('the programme needs these kinds: each renders its own shape', () => {
  const kinds = ['event-list', 'event-detail', 'ensemble', 'productions', 'venue', 'series', 'options-list', 'teasers'];
  const { container } = render(
    <>
      <skeletons.EventListSkeleton />
      <skeletons.EventDetailSkeleton />
      <skeletons.EnsembleSkeleton />
      <skeletons.ProductionsSkeleton />
      <skeletons.VenueSkeleton />
      <skeletons.SeriesSkeleton />
      <skeletons.OptionsListSkeleton />
      <skeletons.TeasersSkeleton />
    </>,
  );
  expect([...container.querySelectorAll('[data-skeleton]')].map((node) => node.getAttribute('data-skeleton'))).toEqual(kinds);
});

test('several placeholders on a page announce loading once; the next one takes over when the first goes', () => {
  const { rerender } = render(
    <>
      <skeletons.PageHeaderSkeleton />
      <skeletons.HomeSlidesSkeleton />
      <Skeleton />
    </>,
  );
  const spoken = () => screen.getAllByRole('status').filter((node) => node.textContent !== '');
  expect(spoken()).toHaveLength(1);
  expect(useLoadingStore.getState().pending).toBe(3);

  rerender(
    <>
      <skeletons.HomeSlidesSkeleton />
      <Skeleton />
    </>,
  );
  expect(spoken()).toHaveLength(1);
  expect(spoken()[0]?.closest('[data-skeleton]')).toHaveAttribute('data-skeleton', 'home-slides');
});
