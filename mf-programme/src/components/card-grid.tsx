import type { SizedImageObj } from '@festival/shared/api-schemas/images';
import { Link } from '@festival/shared/ui/link';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';

export interface GridCard {
  id: number;
  link: string;
  title: string;
  preline?: string;
  subline?: string;
  image_obj: SizedImageObj | null;
}

/** An image whose text only repeats the card's title tells a screen reader nothing more: it is decorative. */
function altBeside(title: string, alt: string): string {
  return alt.trim().toLocaleLowerCase() === title.trim().toLocaleLowerCase() ? '' : alt;
}

/**
 * Cards whose images a phone's first view shows (one column): of pictures of one size the
 * browser names the one with the larger area in device pixels its largest paint, and rounding
 * makes that the second as often as the first, so both are fetched first.
 */
const FIRST_VIEW_CARDS = 2;

/** Cards of productions or persons: image, title as the link, one line above and below. */
export function CardGrid({ cards }: { cards: GridCard[] }) {
  return (
    <ul className="pg-grid">
      {cards.map((card, index) => (
        <li key={card.id} className="pg-grid__item">
          {card.image_obj && (
            <ResponsiveImage
              image={card.image_obj.url}
              alt={altBeside(card.title, card.image_obj.alt)}
              sizes="(min-width: 64em) 25vw, (min-width: 48em) 33vw, 100vw"
              eager={index < FIRST_VIEW_CARDS}
            />
          )}
          {card.preline && <p className="pg-card__preline">{card.preline}</p>}
          <h2 className="pg-grid__title">
            <Link href={card.link}>{card.title}</Link>
          </h2>
          {card.subline && <p className="pg-card__subline">{card.subline}</p>}
        </li>
      ))}
    </ul>
  );
}
