import { randomInt } from 'node:crypto';
import sharp from 'sharp';

export const SLIDER_WIDTH = 320;
export const SLIDER_HEIGHT = 160;
export const PIECE_SIZE = 44;
/** the gap's left offset is drawn from [MIN_X, MAX_X] */
export const MIN_X = 80;
export const MAX_X = 260;

/**
 * The puzzle outline inside its 44×44 box: a 34×34 body with a round tab on top and one on the right,
 * so the piece cannot be matched by a plain square edge search as easily.
 */
const PIECE_PATH = 'M2 10 H15 A6 6 0 1 1 25 10 H36 V22 A6 6 0 1 1 36 32 V42 H2 Z';

const hsl = (h: number, s: number, l: number) => `hsl(${h % 360},${s}%,${l}%)`;

/** A random background: a two-colour gradient and 14 to 22 translucent circles, rectangles and triangles. */
function backgroundSvg(): string {
  const hue = randomInt(0, 360);
  const shapes: string[] = [];
  const n = randomInt(14, 23);
  for (let i = 0; i < n; i++) {
    const fill = hsl(hue + randomInt(40, 320), randomInt(40, 90), randomInt(30, 80));
    const opacity = (randomInt(25, 75) / 100).toFixed(2);
    const x = randomInt(-20, SLIDER_WIDTH);
    const y = randomInt(-20, SLIDER_HEIGHT);
    const size = randomInt(10, 60);
    const kind = randomInt(0, 3);
    if (kind === 0) {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" fill-opacity="${opacity}"/>`);
    } else if (kind === 1) {
      const rot = randomInt(0, 90);
      shapes.push(
        `<rect x="${x}" y="${y}" width="${size}" height="${randomInt(8, 50)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${rot} ${x} ${y})"/>`,
      );
    } else {
      shapes.push(
        `<polygon points="${x},${y} ${x + size},${y + randomInt(0, size)} ${x + randomInt(0, size)},${y + size}" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${(randomInt(0, 100) / 100).toFixed(2)}">
<stop offset="0" stop-color="${hsl(hue, 60, 55)}"/><stop offset="1" stop-color="${hsl(hue + randomInt(60, 180), 60, 45)}"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

const pieceSvg = (fill: string, stroke: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_SIZE}" height="${PIECE_SIZE}"><path d="${PIECE_PATH}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/></svg>`,
  );

export type SliderImages = {
  background: Buffer;
  piece: Buffer;
  targetX: number;
  pieceY: number;
};

/** Renders a fresh puzzle: the background with a darkened gap at (targetX, pieceY) and the cut-out piece. */
export async function renderSlider(): Promise<SliderImages> {
  const targetX = randomInt(MIN_X, MAX_X + 1);
  const pieceY = randomInt(8, SLIDER_HEIGHT - PIECE_SIZE - 8 + 1);
  const base = await sharp(Buffer.from(backgroundSvg())).png().toBuffer();

  const cut = await sharp(base)
    .extract({ left: targetX, top: pieceY, width: PIECE_SIZE, height: PIECE_SIZE })
    .composite([{ input: pieceSvg('#fff', 'none'), blend: 'dest-in' }])
    .png()
    .toBuffer();
  // The piece gets a light outline so it stands out while dragged.
  const piece = await sharp(cut)
    .composite([{ input: pieceSvg('none', 'rgba(255,255,255,0.9)') }])
    .png()
    .toBuffer();
  const background = await sharp(base)
    .composite([{ input: pieceSvg('rgba(0,0,0,0.45)', 'rgba(255,255,255,0.8)'), left: targetX, top: pieceY }])
    .png()
    .toBuffer();
  return { background, piece, targetX, pieceY };
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
