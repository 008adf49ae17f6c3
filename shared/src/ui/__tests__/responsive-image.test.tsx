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
