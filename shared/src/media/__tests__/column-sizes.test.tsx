import { render } from '@testing-library/react';
import type { SectionModule } from '@festival/shared/api-schemas/content-modules';
import { ImageBlock, IMAGE_SIZES } from '@festival/shared/blocks/media-blocks';
import { SectionBlock } from '@festival/shared/blocks/section-block';
import { sizesInColumn } from '../column-sizes';

test("a column's share scales every wide-screen size and the fallback from the column breakpoint on", () => {
  expect(sizesInColumn(IMAGE_SIZES.large, 0.5)).toBe('(min-width: 64em) 44rem, (min-width: 48em) 50vw, 100vw');
  expect(sizesInColumn('(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw', 1 / 3)).toBe('(min-width: 64em) 11vw, (min-width: 48em) 16.67vw, 100vw');
  expect(sizesInColumn(IMAGE_SIZES.large, 1)).toBe(IMAGE_SIZES.large);
});

test('an image in the 50 % column of a section asks for half the width; outside sections the full one', () => {
  const image = { model: 'Image', id: 'i1', format: 'large', image: '/media/hof.jpg', image_alt: 'Hof', image_copyright: '', link: '', description: '' };
  const section = {
    model: 'Section', id: 's1', preset: '50-50', background: 'none', decoration: 'none', extra_class: '', image: null, image_alt: '', image_copyright: '',
    columns: [{ index: 0, classes: '', children: [image] }, { index: 1, classes: '', children: [] }],
  } as unknown as SectionModule;
  const { container } = render(
    <>
      <SectionBlock module={section} renderModule={(child) => <ImageBlock key={child.id} module={child as never} />} />
      <ImageBlock module={image as never} />
    </>,
  );
  const sizes = [...container.querySelectorAll('img')].map((img) => img.getAttribute('sizes'));
  expect(sizes).toEqual(['(min-width: 64em) 44rem, (min-width: 48em) 50vw, 100vw', IMAGE_SIZES.large]);
});
