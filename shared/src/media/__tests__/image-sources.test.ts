import { imageSources, mediaName } from '../image-sources';

test('the media name of a media path, with or without a query', () => {
  expect(mediaName('/media/lesung-abend.jpg')).toBe('lesung-abend');
  expect(mediaName('/media/lesung-abend.webp?w=640')).toBe('lesung-abend');
  expect(mediaName('lesung-abend')).toBe('lesung-abend');
  expect(mediaName('https://example.org/x.jpg')).toBeNull();
});

test('srcset in webp and jpg at every breakpoint width', () => {
  const { src, srcSets } = imageSources('/media/poster.jpg');
  expect(src).toBe('/media/poster.jpg?w=1024');
  expect(srcSets.webp).toBe(
    '/media/poster.webp?w=320 320w, /media/poster.webp?w=640 640w, /media/poster.webp?w=768 768w, ' +
      '/media/poster.webp?w=1024 1024w, /media/poster.webp?w=1280 1280w, /media/poster.webp?w=1536 1536w',
  );
  expect(srcSets.jpg?.split(', ')).toHaveLength(6);
});

test('a foreign address is used as it is', () => {
  expect(imageSources('https://example.org/x.jpg')).toEqual({ src: 'https://example.org/x.jpg', srcSets: {} });
});
