import { createHash } from 'node:crypto';

/** Spec palette (§9) and lighter tints of it. */
const PALETTE = ['#1c1c1c', '#f68d6a', '#00847e', '#3a3a3a', '#f9b49c', '#fbd5c7', '#4da9a4', '#99cecb', '#f4efe9'];
const VIEW_WIDTH = 1600;
const VIEW_HEIGHT = 1000;

/** Every generated picture has this aspect ratio (16:10). */
export function heightForWidth(width: number): number {
  return Math.round((width * VIEW_HEIGHT) / VIEW_WIDTH);
}

/** Reads bytes of a name's SHA-256 as a stream of small numbers, stretched by rehashing. */
class HashStream {
  private bytes: Buffer;
  private position = 0;

  constructor(private readonly name: string) {
    this.bytes = createHash('sha256').update(name).digest();
  }

  byte(): number {
    if (this.position >= this.bytes.length) {
      this.bytes = createHash('sha256').update(this.bytes).update(this.name).digest();
      this.position = 0;
    }
    const value = this.bytes[this.position] as number;
    this.position += 1;
    return value;
  }

  range(min: number, max: number): number {
    return min + Math.round((this.byte() / 255) * (max - min));
  }

  colour(except?: string): string {
    const choices = PALETTE.filter((c) => c !== except);
    return choices[this.byte() % choices.length] as string;
  }
}

function shape(h: HashStream, background: string): string {
  const fill = h.colour(background);
  const opacity = (h.range(55, 100) / 100).toFixed(2);
  const x = h.range(-100, VIEW_WIDTH);
  const y = h.range(-100, VIEW_HEIGHT);
  switch (h.byte() % 5) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${h.range(60, 420)}" fill="${fill}" fill-opacity="${opacity}"/>`;
    case 1:
      return `<rect x="${x}" y="${y}" width="${h.range(120, 700)}" height="${h.range(80, 500)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${h.range(-30, 30)} ${x} ${y})"/>`;
    case 2: {
      const r = h.range(120, 480);
      return `<path d="M ${x - r} ${y} A ${r} ${r} 0 0 1 ${x + r} ${y}" fill="none" stroke="${fill}" stroke-width="${h.range(18, 70)}" stroke-opacity="${opacity}"/>`;
    }
    case 3: {
      const step = h.range(28, 60);
      const lines = Array.from({ length: h.range(4, 9) }, (_, i) =>
        `<line x1="${x}" y1="${y + i * step}" x2="${x + h.range(300, 900)}" y2="${y + i * step}"/>`).join('');
      return `<g stroke="${fill}" stroke-width="${Math.round(step / 3)}" stroke-opacity="${opacity}">${lines}</g>`;
    }
    default:
      return `<polygon points="${x},${y} ${x + h.range(150, 600)},${y + h.range(-200, 200)} ${x + h.range(-200, 300)},${y + h.range(150, 600)}" fill="${fill}" fill-opacity="${opacity}"/>`;
  }
}

/** A deterministic abstract composition for an image name, drawn at the given pixel width. */
export function compositionSvg(name: string, width: number): string {
  const h = new HashStream(name);
  const background = h.colour();
  const shapes = Array.from({ length: h.range(6, 11) }, () => shape(h, background)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${heightForWidth(width)}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" preserveAspectRatio="xMidYMid slice"><rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="${background}"/>${shapes}</svg>`;
}
