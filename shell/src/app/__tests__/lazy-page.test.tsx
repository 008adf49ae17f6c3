import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from '../lazy-page';

const Page = ({ name }: { name: string }) => <p>page of {name}</p>;

test('a page loaded before it renders renders at once, without its fallback', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Page }));
  const LazyPage = lazyPage(load);
  await LazyPage.preload();
  render(
    <Suspense fallback={<p>waiting</p>}>
      <LazyPage name="Lina" />
    </Suspense>,
  );
  expect(screen.getByText('page of Lina')).toBeInTheDocument();
  expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a page not loaded yet shows the fallback until its code arrives, loading it once', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Page }));
  const LazyPage = lazyPage(load);
  render(
    <Suspense fallback={<p>waiting</p>}>
      <LazyPage name="Lina" />
    </Suspense>,
  );
  expect(screen.getByText('waiting')).toBeInTheDocument();
  expect(await screen.findByText('page of Lina')).toBeInTheDocument();
  await LazyPage.preload();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed download is asked for again', async () => {
  const load = jest.fn<Promise<{ default: typeof Page }>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page });
  const LazyPage = lazyPage(load);
  await expect(LazyPage.preload()).rejects.toThrow('offline');
  await LazyPage.preload();
  expect(load).toHaveBeenCalledTimes(2);
});
