import { ANONYMOUS_VIEWER, type Viewer } from '@grocer/domain/identity/viewer';
import type { QueueItem } from '@grocer/domain/trolley/trolley-queue';
import type { Scheduler } from '@grocer/domain/trolley/trolley-queue-driver';
import { trolleyItemCount } from '@grocer/domain/trolley/trolley-summary';
import type { ReactNode } from 'react';
import { TrolleyFeedback } from '../app/features/trolley/components/trolley-feedback.tsx';
import { TrolleyProvider } from '../app/features/trolley/hooks/use-trolley.tsx';
import type { fakeTrolleyServer } from './fake-trolley-server.ts';

/** A clock the test moves: timers run only when `runAll` is called. */
export function manualScheduler() {
  const timers = new Map<number, () => void>();
  let next = 1;
  const scheduler: Scheduler = {
    setTimeout(callback) {
      const id = next++;
      timers.set(id, callback);
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  return {
    scheduler,
    runAll() {
      const due = [...timers.values()];
      timers.clear();
      for (const run of due) run();
    },
  };
}

/** A signed-in viewer whose trolley holds `lines`. */
export function signedInViewer(orderId: string | null, lines: QueueItem[] = []): Viewer {
  return {
    ...ANONYMOUS_VIEWER,
    signedIn: true,
    firstName: 'Jane',
    trolley: { orderId, itemCount: trolleyItemCount(lines), total: 0, lines },
  };
}

export function line(
  lineNumber: string,
  amount: number,
  uom: QueueItem['quantity']['uom'] = 'C62',
): QueueItem {
  return {
    trolleyItemId: Number(lineNumber),
    lineNumber,
    productId: `${lineNumber}-P`,
    quantity: { amount, uom },
    canSubstitute: true,
    noteToShopper: null,
    personalisedMessage: null,
  };
}

/** The page's trolley store over a fake server, with the feedback every page has. */
export function WithTrolley({
  server,
  scheduler,
  viewer,
  children,
}: {
  server: ReturnType<typeof fakeTrolleyServer>;
  scheduler: Scheduler;
  viewer?: Viewer | null;
  children: ReactNode;
}) {
  return (
    <TrolleyProvider
      viewer={viewer === undefined ? signedInViewer(server.orderId, server.lines()) : viewer}
      ports={server.ports}
      scheduler={scheduler}
    >
      {children}
      <TrolleyFeedback />
    </TrolleyProvider>
  );
}
