import { londonIsoDate } from '@grocer/domain/slots/london-time';
import { generateSlots, slotGenerationDays } from '@grocer/domain/slots/slot-generator';
import { slotTemplates } from '@grocer/domain/slots/slot-templates';
import type { BranchWithServices } from '../catalogue/catalogue.contract.ts';
import type { SlotsRepository } from './slots.repository.ts';

/**
 * Makes sure every branch has its slots for the days ahead (decision 0034): the days
 * `slotGenerationDays` names that `slot_days` does not list yet are generated from the
 * templates and stored, idempotently (processes generating at once meet at the unique window
 * index). Run at start-up and hourly; when nothing is missing it costs one query.
 */
export async function generateSlotsAhead(input: {
  repository: SlotsRepository;
  branches: readonly BranchWithServices[];
  now: Date;
}): Promise<{ days: number; slots: number }> {
  const { repository, branches, now } = input;
  const wanted = slotGenerationDays(now);
  const done = await repository.generatedDays(londonIsoDate(now));
  let days = 0;
  let slots = 0;
  // A branch at a time keeps each transaction small (about 800 slots for 22 days).
  for (const branch of branches) {
    const missing = wanted.filter((date) => !done.has(`${branch.id}:${date}`));
    if (missing.length === 0) continue;
    const generated = generateSlots(branch.id, slotTemplates(branch), missing);
    slots += await repository.storeGenerated(
      generated,
      missing.map((date) => ({ branchId: branch.id, date })),
    );
    days += missing.length;
  }
  return { days, slots };
}
