/**
 * Repairs doubled ampersand encodings in a query string (spec doc 1 §2): `&amp;`, `&amp;amp;`
 * and runs of `&` become one `&`. Returns the repaired search (with `?`), or `null` when the
 * query needs no repair.
 */
export function repairDoubledAmpersands(search: string): string | null {
  if (!search) return null;
  const repaired = search
    .replace(/&(?:amp;)+/gi, '&')
    .replace(/&{2,}/g, '&')
    .replace(/^\?&+/, '?')
    .replace(/&+$/, '');
  return repaired === search ? null : repaired;
}
