/**
 * Turns a cleaned search term into PostgreSQL tsquery text: synonyms and typo corrections
 * become alternatives for each word. Pure, so the rules are tested without a database.
 */

import { keptWhole } from './stem-exceptions.ts';

export interface SynonymGroup {
  /** Each phrase as words, e.g. [['spring', 'onion'], ['scallion']]. */
  phrases: string[][];
}

/** A word or phrase of the query and what may stand in for it. */
export interface QueryPosition {
  /** The shopper's words, or the best correction when a word is unknown. */
  primary: string[];
  /** Each alternative is a list of words that must all match. */
  alternatives: string[][];
}

export interface QueryPlan {
  positions: QueryPosition[];
  tsquery: string;
  /** Any position may match: used when the strict query finds nothing. */
  relaxedTsquery: string;
  nameQuery: string;
  phraseQuery: string | null;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Lower-cases and strips accents, as the index does (translate() in search-index.ts), so
 * "creme brulee" and "crème brûlée" are the same search.
 */
export function foldAccents(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ø/g, 'o');
}

/** Folded words of a term; single letters say nothing on their own ("m&s" → []). */
export function queryWords(term: string): string[] {
  return (foldAccents(term).match(WORD) ?? []).filter((w) => w.length > 1 || /\d/.test(w));
}

/**
 * Enough folding to compare "spring onions" with "spring onion"; the database stems properly.
 * A stem exception stays whole, as in the index: "sweets" is not "sweet".
 */
export function foldPlural(word: string): string {
  if (keptWhole(word) !== word) return word;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * The loose forms of a word, for comparing names without the database's stemmer: "eggs" is
 * "egg", "potatoes" "potato", "nappies" "nappy".
 */
export function looseWordForms(word: string): string[] {
  return [word, foldPlural(word), word.replace(/es$/, ''), word.replace(/ies$/, 'y')];
}

const foldPhrase = (words: string[]) => words.map(foldPlural).join(' ');

export class SynonymIndex {
  readonly #byPhrase = new Map<string, SynonymGroup>();
  readonly #longest: number;

  constructor(rows: { groupName: string; phrase: string }[]) {
    const groups = new Map<string, SynonymGroup>();
    for (const row of rows) {
      const words = queryWords(row.phrase);
      if (words.length === 0) continue;
      let group = groups.get(row.groupName);
      if (!group) {
        group = { phrases: [] };
        groups.set(row.groupName, group);
      }
      group.phrases.push(words);
      this.#byPhrase.set(foldPhrase(words), group);
    }
    this.#longest = Math.max(
      1,
      ...[...groups.values()].flatMap((g) => g.phrases.map((p) => p.length)),
    );
  }

  /** The longest synonym phrase starting at `index`, and how many words it covers. */
  match(words: string[], index: number): { group: SynonymGroup; length: number } | null {
    for (let length = Math.min(this.#longest, words.length - index); length >= 1; length--) {
      const group = this.#byPhrase.get(foldPhrase(words.slice(index, index + length)));
      if (group) return { group, length };
    }
    return null;
  }
}

/** What the lexicon says of one query word. */
export interface WordAnalysis {
  /** The word itself is in the lexicon. */
  known: boolean;
  /** Lexicon words the shopper probably meant, best first. */
  corrections: string[];
  /** Two lexicon words it runs together ("icecream" → ice, cream). */
  split?: [string, string];
  /**
   * Whether any document holds the word itself (unset: assume so). An unknown word no
   * document holds is searched as its corrections only: "choclate" finds and ranks exactly
   * what "chocolate" does.
   */
  inDocuments?: boolean;
}

export interface Corrections {
  words: Map<string, WordAnalysis>;
  /** Adjacent word pairs ("sour dough") whose joined form is a lexicon word. */
  joins: Set<string>;
}

export function planQuery(
  words: string[],
  synonyms: SynonymIndex,
  corrections: Corrections,
): QueryPlan | null {
  const positions: QueryPosition[] = [];
  for (let i = 0; i < words.length; ) {
    const synonym = synonyms.match(words, i);
    if (synonym) {
      const own = words.slice(i, i + synonym.length);
      const alternatives = [
        own,
        ...synonym.group.phrases.filter((p) => foldPhrase(p) !== foldPhrase(own)),
      ];
      positions.push({ primary: own, alternatives });
      i += synonym.length;
      continue;
    }
    const next = words[i + 1];
    if (next !== undefined && corrections.joins.has(`${words[i]} ${next}`)) {
      const joined = `${words[i]}${next}`;
      positions.push({ primary: [joined], alternatives: [[words[i] as string, next], [joined]] });
      i += 2;
      continue;
    }
    const word = words[i] as string;
    const found = corrections.words.get(word);
    const fixes = found && !found.known ? found.corrections : [];
    const replaced = found?.inDocuments === false && (fixes.length > 0 || !!found.split);
    // A corrected word may itself have synonyms ("zuchini" → zucchini → courgette).
    const alternatives = [...(replaced ? [] : [[word]]), ...fixes.map((f) => [f])];
    for (const fix of fixes) {
      const fixedSynonym = synonyms.match([fix], 0);
      if (fixedSynonym) alternatives.push(...fixedSynonym.group.phrases);
    }
    if (found?.split) alternatives.push(found.split);
    const primary = fixes[0] ? [fixes[0]] : found?.split && !found.known ? found.split : [word];
    positions.push({ primary, alternatives: dedupe(alternatives) });
    i += 1;
  }
  if (positions.length === 0) return null;
  const primaries = positions.flatMap((p) => p.primary);
  const group = (p: QueryPosition) =>
    `(${p.alternatives.map((a) => a.map(lexeme).join(' & ')).join(' | ')})`;
  return {
    positions,
    tsquery: positions.map(group).join(' & '),
    relaxedTsquery: positions.map(group).join(' | '),
    nameQuery: primaries.map((w) => `${lexeme(w)}:A`).join(' & '),
    phraseQuery:
      primaries.length > 1 ? primaries.map((w) => `${lexeme(w)}:AB`).join(' <-> ') : null,
  };
}

/**
 * The last word of each way the query's last word or phrase may be said, as the stemmer is
 * to see it (`keptWhole`: "sweets" is not "sweet").
 */
export function headWords(plan: QueryPlan): string[] {
  const last = plan.positions.at(-1);
  return last
    ? [...new Set(last.alternatives.map((a) => keptWhole(a.at(-1) ?? '')))].filter(Boolean)
    : [];
}

/** What planning knows with no lexicon: every word taken as typed. */
export const NO_CORRECTIONS: Corrections = { words: new Map(), joins: new Set() };

function dedupe(alternatives: string[][]): string[][] {
  const seen = new Set<string>();
  return alternatives.filter((a) => {
    const key = a.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A word as tsquery text, rewritten as the index rewrites it (`keptWhole`). Words are letters
 * and digits only (queryWords), so quoting cannot be broken out of.
 */
function lexeme(word: string): string {
  return `'${keptWhole(word)}'`;
}

export interface LexiconNeighbour {
  word: string;
  candidate: string;
  similarity: number;
  frequency: number;
}

/** Below this trigram similarity a lexicon word is not taken as what the shopper meant. */
export const MIN_CORRECTION_SIMILARITY = 0.4;
/** A trigram correction this close rules out reading the word as two run-together words. */
const CONFIDENT_SIMILARITY = 0.5;
/** Corrections this close to the best are kept too ("bananna" → banana, bananas). */
const CORRECTION_MARGIN = 0.08;
const MAX_CORRECTIONS = 2;
/** Trigrams miss swapped letters ("samlon"), so one-edit variants are looked up exactly. */
const MIN_VARIANT_LENGTH = 4;
/** Run-together words are split only when both halves are real words this long. */
const MIN_SPLIT_PART = 3;

const correctable = (word: string) => word.length >= 3 && !/\d/.test(word);

/**
 * Each adjacent swap and each single deletion: most one-key typos trigrams rank badly. Edits
 * work on whole characters (code points): cutting a surrogate pair in two would make text that
 * is not valid Unicode, which PostgreSQL refuses.
 */
export function editVariants(word: string): string[] {
  const chars = Array.from(word);
  if (!correctable(word) || chars.length < MIN_VARIANT_LENGTH) return [];
  const variants = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) {
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [chars[i + 1] as string, chars[i] as string];
    variants.add(swapped.join(''));
  }
  for (let i = 0; i < chars.length; i++) variants.add(chars.toSpliced(i, 1).join(''));
  variants.delete(word);
  return [...variants];
}

/**
 * Whether two different words are one slip apart: a letter left out, added, changed, or two
 * neighbours swapped (whole characters). Trigrams rate such slips low in short words
 * ("suger" and "sugar" share 3 of 9 trigrams), so this is checked on each trigram neighbour.
 */
export function oneEditApart(a: string, b: string): boolean {
  const x = Array.from(a);
  const y = Array.from(b);
  if (a === b || Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && x[start] === y[start]) start++;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX--;
    endY--;
  }
  const restX = x.slice(start, endX);
  const restY = y.slice(start, endY);
  // What differs after the common start and end: one character, or two swapped.
  if (restX.length <= 1 && restY.length <= 1) return true;
  return restX.length === 2 && restY.length === 2 && restX[0] === restY[1] && restX[1] === restY[0];
}

/** Every way to cut a word in two parts of MIN_SPLIT_PART characters or more (whole characters). */
export function splitCandidates(word: string): [string, string][] {
  if (!correctable(word)) return [];
  const chars = Array.from(word);
  const splits: [string, string][] = [];
  for (let i = MIN_SPLIT_PART; i <= chars.length - MIN_SPLIT_PART; i++) {
    splits.push([chars.slice(0, i).join(''), chars.slice(i).join('')]);
  }
  return splits;
}

/**
 * Decides what one word means from its trigram neighbours and the lexicon words among its
 * edit variants and splits (`inLexicon`, word → frequency).
 */
export function analyseWord(
  word: string,
  neighbours: LexiconNeighbour[],
  inLexicon: Map<string, number>,
  inDocuments = true,
): WordAnalysis {
  if (!correctable(word) || inLexicon.has(word)) return { known: true, corrections: [] };
  if (neighbours.some((n) => n.candidate === word)) return { known: true, corrections: [] };
  // One-key slips, the most common word first: the lexicon words among the swaps and
  // deletions, and, for a word no product holds anywhere, the trigram neighbours one letter
  // away (a letter added or changed: "suger" is sugar). A word products do hold is a real word
  // ("pints", in their sizes), not a slip of a name word ("mints").
  const slips = inDocuments ? [] : neighbours.filter((n) => oneEditApart(word, n.candidate));
  const frequency = new Map([
    ...inLexicon,
    ...slips.map((n) => [n.candidate, n.frequency] as const),
  ]);
  const byEdit = [...new Set([...editVariants(word), ...slips.map((n) => n.candidate)])]
    .filter((v) => (frequency.get(v) ?? 0) > 0)
    .sort((a, b) => (frequency.get(b) ?? 0) - (frequency.get(a) ?? 0));
  const sorted = [...neighbours].sort(
    (a, b) => b.similarity - a.similarity || b.frequency - a.frequency,
  );
  const best = sorted[0];
  const byTrigram =
    best && best.similarity >= MIN_CORRECTION_SIMILARITY
      ? sorted
          .filter((n) => n.similarity >= best.similarity - CORRECTION_MARGIN)
          .map((n) => n.candidate)
      : [];
  const corrections = [...new Set([...byEdit, ...byTrigram])].slice(0, MAX_CORRECTIONS);
  // A one-key slip or a close look-alike is what was meant: "choclate" is chocolate, not
  // "choc late". Only a word with no such correction is tried as two run-together words.
  const confident = byEdit.length > 0 || (best?.similarity ?? 0) >= CONFIDENT_SIMILARITY;
  const split = confident
    ? undefined
    : splitCandidates(word).find(
        ([a, b]) => (inLexicon.get(a) ?? 0) > 0 && (inLexicon.get(b) ?? 0) > 0,
      );
  return split
    ? { known: false, corrections, split, inDocuments }
    : { known: false, corrections, inDocuments };
}
