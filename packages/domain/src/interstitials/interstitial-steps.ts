/**
 * The interstitials between the trolley and checkout (spec doc 1 §2 checkout steps, doc 3 §2
 * and §3 interstitial step; decision 0093): the kinds in the order a shopper meets them, the
 * steps made of the kinds that have something to show, and the step indicator's data.
 */

/** The four kinds (spec doc 1 §2), in the order a shopper meets them. */
export const INTERSTITIAL_KINDS = [
  'missed-offers',
  'managers-special',
  'before-you-go',
  'missed-favourites',
] as const;

export type InterstitialKind = (typeof INTERSTITIAL_KINDS)[number];

export const INTERSTITIAL_LABELS: Record<InterstitialKind, string> = {
  'missed-offers': 'Missed offers',
  'managers-special': "Manager's specials",
  'before-you-go': 'Before you go',
  'missed-favourites': 'Missed favourites',
};

export const CONTINUE_TO_CHECKOUT = 'Continue to checkout';
export const NEXT_STEP = 'Next';

export function isInterstitialKind(value: string): value is InterstitialKind {
  return (INTERSTITIAL_KINDS as readonly string[]).includes(value);
}

/** An interstitial step (spec doc 3 §3): id, label, valid, current, visited. */
export interface InterstitialStep {
  id: InterstitialKind;
  label: string;
  /** It has something to show: a step that is not valid is passed over. */
  valid: boolean;
  current: boolean;
  /** Before the current step: the shopper has been through it. */
  visited: boolean;
}

/**
 * The steps, every kind in order: valid when it has something to show; current the one asked
 * for; visited the valid ones before it. With no current id (or one not valid) none is current.
 */
export function interstitialSteps(
  counts: Partial<Record<InterstitialKind, number>>,
  currentId: string | null,
): InterstitialStep[] {
  const currentIndex = INTERSTITIAL_KINDS.findIndex(
    (kind) => kind === currentId && (counts[kind] ?? 0) > 0,
  );
  return INTERSTITIAL_KINDS.map((id, index) => {
    const valid = (counts[id] ?? 0) > 0;
    return {
      id,
      label: INTERSTITIAL_LABELS[id],
      valid,
      current: index === currentIndex,
      visited: valid && currentIndex >= 0 && index < currentIndex,
    };
  });
}

/** The first valid step, or null: none to show, the shopper goes to checkout. */
export function firstInterstitialStep(steps: readonly InterstitialStep[]): InterstitialKind | null {
  return steps.find((step) => step.valid)?.id ?? null;
}

/** The valid step after the current one, or null: the next press goes to checkout. */
export function nextInterstitialStep(steps: readonly InterstitialStep[]): InterstitialKind | null {
  const index = steps.findIndex((step) => step.current);
  if (index < 0) return firstInterstitialStep(steps);
  return steps.slice(index + 1).find((step) => step.valid)?.id ?? null;
}

/** The step indicator's data: the valid steps only, and "Step 2 of 3". */
export interface StepIndicator {
  steps: { id: InterstitialKind; label: string; state: 'visited' | 'current' | 'upcoming' }[];
  position: number;
  total: number;
  text: string;
}

export function stepIndicator(steps: readonly InterstitialStep[]): StepIndicator {
  const shown = steps.filter((step) => step.valid);
  const position = shown.findIndex((step) => step.current) + 1;
  return {
    steps: shown.map((step) => ({
      id: step.id,
      label: step.label,
      state: step.current ? 'current' : step.visited ? 'visited' : 'upcoming',
    })),
    position,
    total: shown.length,
    text: position > 0 ? `Step ${position} of ${shown.length}` : '',
  };
}
