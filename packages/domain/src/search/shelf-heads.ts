import { foldAccents, looseWordForms } from './query-plan.ts';

/**
 * What a shelf's products are, in words: the head nouns of the category names above them. A
 * search word that is one of these names the kind of product (decision 0047): "beer" names
 * what is on the Lager shelf of the Beer & Cider aisle, "pasta" what is on the Dried Pasta shelf.
 *
 * `path` runs from the department (just below the root) down to the shelf. English puts the
 * head noun last, and a category named for several things ("Beer & Cider", "Rice, Pasta &
 * Noodles") names each of them, so each part separated by "&" or "," gives its last word:
 * - the shelf gives every part's head: a shelf is narrow enough that "Stock & Gravy" holds both;
 * - an aisle or department gives the heads of the parts its shelf belongs to: those whose head
 *   word is in the shelf's name or among the heads already chosen (the Rice shelf of "Pasta, Rice & Noodles" is rice, Frozen Fish
 *   Fillets in "Frozen Meat & Fish" are fish), else the first part (the Lager shelf of "Beer & Cider" holds beer, not cider; chicken in "Meat &
 *   Fish" is meat, not fish).
 * Words come back folded (lower case, no accents), in path order, each once; the index stems
 * them as it stems product names.
 */
export function shelfHeadWords(path: readonly string[]): string[] {
  const found: string[] = [];
  const shelfWords: string[] = [];
  for (let level = path.length - 1; level >= 0; level--) {
    const name = path[level] ?? '';
    const heads = partHeads(name);
    const belonging = heads.filter((head) => shelfWords.some((word) => sameWord(word, head)));
    const chosen =
      level === path.length - 1 ? heads : belonging.length > 0 ? belonging : heads.slice(0, 1);
    for (const head of chosen) if (!found.includes(head)) found.push(head);
    if (level === path.length - 1) shelfWords.push(...words(name));
    shelfWords.push(...chosen);
  }
  return found;
}

function sameWord(a: string, b: string): boolean {
  const forms = looseWordForms(b);
  return looseWordForms(a).some((form) => forms.includes(form));
}

function words(text: string): string[] {
  return foldAccents(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

function partHeads(name: string): string[] {
  return name.split(/[&,]/).flatMap((part) => {
    const word = lastWord(part);
    return word ? [word] : [];
  });
}

function lastWord(text: string): string | undefined {
  return words(text).at(-1);
}
