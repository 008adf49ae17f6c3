import { imageSources, mediaName } from '../image-sources';

test('the media name of a media path, with or without a query', () => {
  expect(mediaName('/media/lesung-abend.jpg')).toBe('lesung-abend');
  expect(mediaName('/media/lesung-abend.webp?w=640')).toBe('lesung-abend');
  expect(mediaName('lesung-abend')).toBe('lesung-abend');
  expect(mediaName('https://example.org/x.jpg')).toBeNull();
});

test.each(['avif', 'webp', 'jpg'] as const)('srcset in %s at exactly the six breakpoint widths', (format) => {
  const { src, srcSets } = imageSources('/media/poster.jpg');
  expect(src).toBe('/media/poster.jpg?w=1024');
  expect(srcSets[format]).toBe(
    [320, 640, 768, 1024, 1280, 1536].map((w) => `/media/poster.${format}?w=${w} ${w}w`).join(', '),
  );
});

test('the formats are offered best first: avif, webp, jpg', () => {
  expect(Object.keys(imageSources('poster').srcSets)).toEqual(['avif', 'webp', 'jpg']);
});

test('a foreign address is used as it is', () => {
  expect(imageSources('https://example.org/x.jpg')).toEqual({ src: 'https://example.org/x.jpg', srcSets: {}, intrinsic: null });
});

test('media pictures carry their 16:10 intrinsic size', () => {
  expect(imageSources('/media/poster.jpg').intrinsic).toEqual({ width: 1600, height: 1000 });
});
