/**
 * A place name for matching: lower case, accents and punctuation gone, single spaces
 * ('Henley-on-Thames' → 'henley on thames').
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
