import { render, screen } from '@testing-library/react';
import { CardGrid } from '../card-grid';

const card = (id: number, title: string, alt: string) => ({
  id, title, link: `/de/autorinnen/p/${id}`, image_obj: { url: `/media/person-${id}.jpg`, alt, copyright: '', width: 1600, height: 1000 },
});

test('a portrait whose text only repeats the name beside it is decorative; one that says more keeps its text', () => {
  render(<CardGrid cards={[card(1, 'Amara Bauer', ' amara bauer'), card(2, 'Felix Bauer', 'Felix Bauer bei einer Lesung im Hof')]} />);
  expect(screen.queryByRole('img', { name: /Amara/i })).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Felix Bauer bei einer Lesung im Hof' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Amara Bauer' })).toBeInTheDocument();
});

test("the two cards of a phone's first view have their pictures fetched first; the rest load lazily", () => {
  const { container } = render(<CardGrid cards={[1, 2, 3, 4].map((id) => card(id, `Person ${id}`, ''))} />);
  const pictures = [...container.querySelectorAll('img')];
  expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null]);
});
