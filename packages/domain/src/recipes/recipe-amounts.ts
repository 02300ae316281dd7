/**
 * How an ingredient's amount reads (spec doc 3 §9): fractions mapped to symbols (½ ⅓ ¼ ¾ …)
 * and unit abbreviations (g, kgs, tbsp, tsp …). `1.5` tablespoons reads `1½ tbsp`, `200`
 * grams `200g`, `2` kilograms `2kgs`.
 */

/** The vulgar fractions a recipe writes, by value. */
export const FRACTION_SYMBOLS: readonly (readonly [number, string])[] = [
  [1 / 8, '⅛'],
  [1 / 6, '⅙'],
  [1 / 5, '⅕'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [2 / 5, '⅖'],
  [1 / 2, '½'],
  [3 / 5, '⅗'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [4 / 5, '⅘'],
  [5 / 6, '⅚'],
  [7 / 8, '⅞'],
];

/** How close a fractional part must be to a symbol's value to be written as it. */
const FRACTION_TOLERANCE = 0.01;

/**
 * `0.5` → `½`, `1.25` → `1¼`, `0.333` → `⅓`, `2` → `2`; a part no symbol is near keeps up to
 * two decimals (`1.45` → `1.45`). Negative and unreadable amounts read `0`.
 */
export function formatFraction(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) return '0';
  let whole = Math.floor(amount);
  const part = amount - whole;
  if (part < FRACTION_TOLERANCE) return String(whole);
  if (1 - part < FRACTION_TOLERANCE) return String(whole + 1);
  const symbol = FRACTION_SYMBOLS.find(([value]) => Math.abs(value - part) < FRACTION_TOLERANCE);
  if (symbol) return whole === 0 ? symbol[1] : `${whole}${symbol[1]}`;
  const rounded = Math.round(amount * 100) / 100;
  whole = Math.floor(rounded);
  return rounded === whole ? String(whole) : String(rounded);
}

/** Text fractions (`1/2`, `1 1/2`) in a recipe's words written as symbols (`½`, `1½`). */
export function fractionsToSymbols(text: string): string {
  return text.replace(/\b(?:(\d+)\s+)?(\d)\/(\d)\b/g, (match, whole, top, bottom) => {
    const value = Number(top) / Number(bottom);
    const symbol = FRACTION_SYMBOLS.find(([v]) => Math.abs(v - value) < 1e-9);
    if (!symbol) return match;
    return `${whole ?? ''}${symbol[1]}`;
  });
}

/** Spec doc 3 §9: the units abbreviated, by the names recipes use. */
const UNIT_ABBREVIATIONS: Readonly<Record<string, string>> = {
  g: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kgs',
  kgs: 'kgs',
  kilo: 'kgs',
  kilos: 'kgs',
  kilogram: 'kgs',
  kilograms: 'kgs',
  tbsp: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tsp: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  ml: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  l: 'l',
  litre: 'l',
  litres: 'l',
};

/** Units written straight after the number (`200g`); others take a space (`2 tbsp`). */
const CLOSE_UNITS = new Set(['g', 'kgs', 'ml', 'l']);

/** `tablespoons` → `tbsp`, `Kilograms` → `kgs`; a unit with no abbreviation (`cloves`) as it is. */
export function abbreviateUnit(unit: string): string {
  const key = unit.trim().toLowerCase();
  return UNIT_ABBREVIATIONS[key] ?? unit.trim();
}

/**
 * An ingredient's amount as a shopper reads it: `(1.5, 'tablespoons')` → `1½ tbsp`,
 * `(200, 'grams')` → `200g`, `(1, 'kilogram')` → `1kg` (one kilo reads singular), `(2, '')` → `2`,
 * `(3, 'cloves')` → `3 cloves`.
 */
export function formatIngredientAmount(amount: number, unit: string | null | undefined): string {
  const number = formatFraction(amount);
  const short = abbreviateUnit(unit ?? '');
  if (short === '') return number;
  const written = short === 'kgs' && amount <= 1 ? 'kg' : short;
  return CLOSE_UNITS.has(short) ? `${number}${written}` : `${number} ${written}`;
}
