/**
 * Graded relevance scores for a ranked list (Järvelin & Kekäläinen's DCG, with the
 * exponential gain): a result of grade g at position p (1-based) is worth (2^g − 1) / log2(p + 1),
 * so a grade 3 result counts for much more than a grade 1, and every place lower costs a little.
 * Grades are whole numbers from 0 (wrong) upwards.
 */

/** What a result of this grade is worth before its position's discount. */
export function gain(grade: number): number {
  if (!Number.isInteger(grade) || grade < 0)
    throw new RangeError(`a grade is a whole number ≥ 0, got ${grade}`);
  return 2 ** grade - 1;
}

/** Discounted cumulative gain of the first `k` grades, in the order given. */
export function dcgAtK(grades: readonly number[], k: number): number {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k is a whole number ≥ 1, got ${k}`);
  let total = 0;
  for (const [index, grade] of grades.slice(0, k).entries()) {
    total += gain(grade) / Math.log2(index + 2);
  }
  return total;
}

/** The best first `k` grades that could be shown: the available grades, highest first. */
export function idealGrades(available: readonly number[], k: number): number[] {
  return [...available].sort((a, b) => b - a).slice(0, k);
}

/**
 * The DCG of the returned grades as a share of the best DCG the available grades allow (0 to 1).
 * A case with nothing worth finding (ideal DCG 0) cannot be scored, so it throws rather than
 * quietly scoring 1 or 0: such a case is a mistake in the judgments, not in the ranking.
 * `returned` holds the grades of the results in the order shown; `available` the grades of
 * every product that could have been shown (the returned ones among them).
 */
export function ndcgAtK(
  returned: readonly number[],
  available: readonly number[],
  k: number,
): number {
  const ideal = dcgAtK(idealGrades(available, k), k);
  if (ideal === 0)
    throw new RangeError('nothing available has a grade above 0: the case cannot be scored');
  const score = dcgAtK(returned, k) / ideal;
  // Only grades the catalogue does not hold can beat the ideal: the caller's grading disagrees.
  if (score > 1 + 1e-9)
    throw new RangeError(
      'the returned grades beat the ideal: they are not among the available ones',
    );
  return Math.min(1, score);
}
