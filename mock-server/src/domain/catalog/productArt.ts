// Product pictures are drawn, not downloaded: each catalogue image is a recipe (a silhouette, two
// colours and a view) rendered to SVG here and rasterised by sharp on first request. No network,
// no binary files in the repository, and every colour variation gets a picture in its colour.

export const ART_SIZE = 600;

type Draw = (primary: string, secondary: string) => string;

const outline = 'stroke="#00000026" stroke-width="4" stroke-linejoin="round"';

const SHAPES: Record<string, Draw> = {
  tshirt: (p, s) =>
    `<path d="M215 125 L265 105 Q300 140 335 105 L385 125 L470 200 L425 260 L392 235 L392 495 L208 495 L208 235 L175 260 L130 200 Z" fill="${p}" ${outline}/>` +
    `<path d="M265 105 Q300 150 335 105" fill="none" stroke="${s}" stroke-width="10"/>`,
  shirt: (p, s) =>
    `<path d="M215 120 L270 100 L300 135 L330 100 L385 120 L470 210 L430 255 L395 225 L395 500 L205 500 L205 225 L170 255 L130 210 Z" fill="${p}" ${outline}/>` +
    `<path d="M270 100 L300 160 L330 100 L320 95 L300 125 L280 95 Z" fill="${s}"/>` +
    `<line x1="300" y1="160" x2="300" y2="500" stroke="${s}" stroke-width="4"/>` +
    [200, 260, 320, 380, 440].map((y) => `<circle cx="300" cy="${y}" r="6" fill="${s}"/>`).join(''),
  hoodie: (p, s) =>
    `<path d="M230 140 Q300 60 370 140 L470 215 L430 270 L395 245 L395 505 L205 505 L205 245 L170 270 L130 215 Z" fill="${p}" ${outline}/>` +
    `<path d="M250 150 Q300 100 350 150 Q300 200 250 150 Z" fill="${s}"/>` +
    `<rect x="245" y="380" width="110" height="60" rx="12" fill="${s}" opacity="0.55"/>`,
  pants: (p, s) =>
    `<path d="M215 110 L385 110 L410 500 L320 500 L300 230 L280 500 L190 500 Z" fill="${p}" ${outline}/>` +
    `<rect x="215" y="110" width="170" height="26" fill="${s}"/>`,
  manteau: (p, s) =>
    `<path d="M240 110 L300 150 L360 110 L430 170 L455 340 L410 350 L405 250 L420 520 L180 520 L195 250 L190 350 L145 340 L170 170 Z" fill="${p}" ${outline}/>` +
    `<path d="M240 110 L300 150 L360 110 L345 100 L300 130 L255 100 Z" fill="${s}"/>` +
    `<rect x="200" y="330" width="200" height="16" fill="${s}"/>`,
  sneaker: (p, s) =>
    `<path d="M110 380 Q120 300 190 290 L260 250 Q300 300 360 300 L470 330 Q505 345 500 390 L110 390 Z" fill="${p}" ${outline}/>` +
    `<path d="M100 390 L505 390 Q505 430 470 430 L130 430 Q100 430 100 390 Z" fill="${s}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<line x1="${235 + i * 25}" y1="${285 + i * 6}" x2="${255 + i * 25}" y2="${310 + i * 6}" stroke="${s}" stroke-width="6"/>`,
      )
      .join(''),
  'formal-shoe': (p, s) =>
    `<path d="M100 390 Q110 330 170 320 L300 300 Q360 300 420 330 Q500 350 505 395 L100 395 Z" fill="${p}" ${outline}/>` +
    `<path d="M95 395 L510 395 L505 415 L100 415 Z" fill="${s}"/>` +
    `<path d="M140 395 L140 440 L190 440 L190 395 Z" fill="${s}"/>`,
  sandal: (p, s) =>
    `<path d="M120 410 Q300 380 490 410 Q490 440 300 445 Q120 440 120 410 Z" fill="${s}" ${outline}/>` +
    `<path d="M200 410 Q260 300 320 300 Q380 300 420 405" fill="none" stroke="${p}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M250 405 Q300 350 360 405" fill="none" stroke="${p}" stroke-width="26" stroke-linecap="round"/>`,
  boot: (p, s) =>
    `<path d="M210 130 L340 130 L345 330 Q430 340 480 370 Q500 390 495 420 L200 420 Z" fill="${p}" ${outline}/>` +
    `<path d="M195 420 L500 420 L500 450 L195 450 Z" fill="${s}"/>` +
    `<rect x="210" y="130" width="130" height="24" fill="${s}"/>`,
  backpack: (p, s) =>
    `<path d="M250 130 Q300 80 350 130" fill="none" stroke="${s}" stroke-width="16"/>` +
    `<rect x="180" y="130" width="240" height="350" rx="60" fill="${p}" ${outline}/>` +
    `<rect x="215" y="320" width="170" height="120" rx="24" fill="${s}" opacity="0.8"/>` +
    `<line x1="215" y1="350" x2="385" y2="350" stroke="${p}" stroke-width="6"/>`,
  handbag: (p, s) =>
    `<path d="M230 250 Q230 150 300 150 Q370 150 370 250" fill="none" stroke="${s}" stroke-width="18"/>` +
    `<path d="M150 250 L450 250 L480 470 L120 470 Z" fill="${p}" ${outline}/>` +
    `<rect x="270" y="290" width="60" height="34" rx="6" fill="${s}"/>`,
  wallet: (p, s) =>
    `<rect x="150" y="200" width="300" height="210" rx="24" fill="${p}" ${outline}/>` +
    `<path d="M330 260 L470 260 L470 350 L330 350 Q300 305 330 260 Z" fill="${s}"/>` +
    `<circle cx="360" cy="305" r="12" fill="${p}"/>`,
  headphones: (p, s) =>
    `<path d="M170 340 Q170 150 300 150 Q430 150 430 340" fill="none" stroke="${p}" stroke-width="30" stroke-linecap="round"/>` +
    `<rect x="140" y="310" width="80" height="140" rx="30" fill="${p}" ${outline}/>` +
    `<rect x="380" y="310" width="80" height="140" rx="30" fill="${p}" ${outline}/>` +
    `<rect x="160" y="335" width="40" height="90" rx="16" fill="${s}"/>` +
    `<rect x="400" y="335" width="40" height="90" rx="16" fill="${s}"/>`,
  smartwatch: (p, s) =>
    `<rect x="255" y="90" width="90" height="420" rx="30" fill="${p}" ${outline}/>` +
    `<rect x="215" y="200" width="170" height="200" rx="44" fill="#1d1f24"/>` +
    `<rect x="232" y="217" width="136" height="166" rx="32" fill="${s}"/>` +
    `<path d="M270 300 L295 325 L335 275" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>`,
  phone: (p, s) =>
    `<rect x="200" y="90" width="200" height="420" rx="36" fill="${p}" ${outline}/>` +
    `<rect x="215" y="120" width="170" height="360" rx="18" fill="${s}"/>` +
    `<circle cx="300" cy="105" r="6" fill="#222"/>`,
  speaker: (p, s) =>
    `<rect x="200" y="120" width="200" height="360" rx="90" fill="${p}" ${outline}/>` +
    `<circle cx="300" cy="250" r="62" fill="${s}"/>` +
    `<circle cx="300" cy="250" r="22" fill="${p}"/>` +
    `<circle cx="300" cy="390" r="34" fill="${s}"/>`,
  powerbank: (p, s) =>
    `<rect x="190" y="150" width="220" height="320" rx="30" fill="${p}" ${outline}/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${230 + i * 38}" y="200" width="26" height="12" rx="4" fill="${i < 3 ? s : '#ffffff66'}"/>`,
      )
      .join('') +
    `<rect x="270" y="440" width="60" height="14" rx="6" fill="#222"/>`,
  giftcard: (p, s) =>
    `<rect x="120" y="180" width="360" height="230" rx="22" fill="${p}" ${outline}/>` +
    `<rect x="270" y="180" width="34" height="230" fill="${s}"/>` +
    `<path d="M287 180 Q240 120 220 160 Q215 185 287 180 Q335 120 355 160 Q360 185 287 180 Z" fill="${s}"/>`,
  ebook: (p, s) =>
    `<rect x="180" y="110" width="240" height="380" rx="16" fill="${p}" ${outline}/>` +
    `<rect x="180" y="110" width="34" height="380" fill="${s}"/>` +
    `<rect x="250" y="180" width="140" height="14" rx="6" fill="${s}"/>` +
    `<rect x="250" y="210" width="110" height="14" rx="6" fill="${s}"/>`,
};

export const ART_SHAPES: readonly string[] = Object.keys(SHAPES);

const fallbackShape: Draw = (p, s) =>
  `<rect x="150" y="150" width="300" height="300" rx="40" fill="${p}" ${outline}/>` +
  `<circle cx="300" cy="300" r="60" fill="${s}"/>`;

export interface ArtRecipe {
  shape: string;
  primaryColor: string;
  secondaryColor: string;
  view: number;
}

// Backdrops are soft and fixed per view so one product's gallery reads as a set.
const BACKDROPS = [
  ['#f6f3ee', '#ebe5dc'],
  ['#eef2f6', '#dfe6ee'],
  ['#f3eef6', '#e5dcec'],
];

const SAFE_COLOUR = /^#[0-9a-fA-F]{3,8}$/;

function colour(value: string, fallback: string): string {
  return SAFE_COLOUR.test(value) ? value : fallback;
}

/** The picture as SVG. Unknown shapes fall back to a plain tag, so a bad recipe still draws. */
export function productArtSvg(recipe: ArtRecipe): string {
  const draw = SHAPES[recipe.shape] ?? fallbackShape;
  const primary = colour(recipe.primaryColor, '#888888');
  const secondary = colour(recipe.secondaryColor, '#333333');
  const view = Math.abs(recipe.view) % BACKDROPS.length;
  const [from, to] = BACKDROPS[view] ?? ['#f6f3ee', '#ebe5dc'];
  // Other views turn and mirror the item a little, so gallery pictures differ.
  const transform =
    view === 0
      ? ''
      : view === 1
        ? ' transform="rotate(-8 300 300) translate(10 10)"'
        : ' transform="translate(600 0) scale(-1 1)"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 600 600">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#g)"/>` +
    `<ellipse cx="300" cy="535" rx="190" ry="18" fill="#00000014"/>` +
    `<g${transform}>${draw(primary, secondary)}</g>` +
    `</svg>`
  );
}
