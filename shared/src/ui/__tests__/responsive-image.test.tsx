import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from '../responsive-image';

test('an image above the fold is fetched first and at once, and painted as soon as it is decoded', () => {
  render(<ResponsiveImage image="/media/home-hero.jpg" alt="Publikum" eager />);
  const image = screen.getByRole('img', { name: 'Publikum' });
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).not.toHaveAttribute('decoding');
});

test('an image further down loads lazily, decoded off the main thread, at the normal priority', () => {
  render(<ResponsiveImage image="/media/home-hero.jpg" alt="Innenhof" />);
  const image = screen.getByRole('img', { name: 'Innenhof' });
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  expect(image).not.toHaveAttribute('fetchpriority');
});

test('a focal point keeps its part of the picture in view wherever the picture is cropped; without one the middle stays', () => {
  const { container, rerender } = render(<ResponsiveImage image="/media/upload-0123456789abcdef0123456789abcdef.jpg" alt="Hof" focus={{ x: 0.25, y: 0.8 }} />);
  expect(container.querySelector('img')).toHaveStyle({ objectPosition: '25% 80%' });
  rerender(<ResponsiveImage image="/media/upload-0123456789abcdef0123456789abcdef.jpg" alt="Hof" />);
  expect(container.querySelector('img')?.style.objectPosition).toBe('');
});
