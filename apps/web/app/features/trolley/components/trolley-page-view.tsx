import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import type { SlotType } from '@grocer/domain/trolley/booked-slot';
import { hasHardConflicts } from '@grocer/domain/trolley/conflicts';
import {
  ALLOW_ALL_SUBSTITUTES,
  EMPTY_TROLLEY_BUTTON,
  EMPTY_TROLLEY_TEXT,
  NO_SUBSTITUTES,
  START_SHOPPING,
  SUBSTITUTE_ALL_BUTTON,
  swapChosenAnnouncement,
  TROLLEY_EMPTY,
  TROLLEY_EMPTY_HINT,
} from '@grocer/domain/trolley/trolley-messages';
import { trolleyNextStep } from '@grocer/domain/trolley/trolley-next-step';
import {
  conflictsOfLine,
  minimumSpendOf,
  reuseNoteCandidates,
  trolleyLineGroups,
} from '@grocer/domain/trolley/trolley-page';
import type { QueueItem } from '@grocer/domain/trolley/trolley-queue';
import { trolleyItemCount } from '@grocer/domain/trolley/trolley-summary';
import type { Trolley } from '@grocer/server/contexts/trolley/trolley.contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useFetcher, useRevalidator } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Snackbar } from '../../../components/ui/snackbar.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useTrolleySnapshot, useTrolleyStore } from '../hooks/use-trolley.tsx';
import { type SwapPageData, swapPagePath } from '../lib/swap-alternative.ts';
import type { TrolleyLineProduct } from '../lib/trolley-line-product.ts';
import { TROLLEY_PAGE } from '../lib/trolley-paths.ts';
import { SwapModal, type SwapStatus } from './swap-modal.tsx';
import { TrolleyLine, type TrolleyLineActions } from './trolley-line.tsx';
import { EmptyTrolleyModal, ReuseNoteModal, SubstituteAllModal } from './trolley-modals.tsx';
import styles from './trolley-page-view.module.css';
import { TrolleyTotalsPanel } from './trolley-totals.tsx';

export interface TrolleyPageViewProps {
  /** The trolley as the page was rendered with it. */
  trolley: Trolley;
  products: Record<string, TrolleyLineProduct>;
  slotBooked: boolean;
  /** The booked slot's type: its minimum spend applies (before a slot, the lower one). */
  slotType?: SlotType | null;
  /** Recommendations, composed by the route (catalogue cards with their add controls). */
  recommendations: ReactNode;
  /** A refused no-JavaScript form's message. */
  error: string | null;
  hrefs: { serviceSelection: string; checkout: string; shop: string; interstitials?: string };
  /**
   * The interstitial condition (domain `interstitialConditionMet`, decision 0093): true skips
   * the interstitials and Checkout goes straight to checkout.
   */
  interstitialsDone?: boolean;
  /** A notice from the server to show in the snackbar (a restored trolley). */
  notice?: string | null;
  /**
   * Staff signed on as the customer: their broken-trolley tools (composed by the route), given
   * the number of lines the page shows.
   */
  staffTools?: ((state: { lineCount: number }) => ReactNode) | null;
  /** Beside each line's Remove: its heart, composed by the route (decision 0080). */
  lineExtra?: ((line: { lineNumber: string; name: string }) => ReactNode) | null;
}

/** Changes made on the trolley page, for analytics (spec doc 1 §3 clickContext). */
const ON_TROLLEY_PAGE = { clickContext: 'trolley' } as const;

/** The line whose swap modal is open. */
interface Swapping {
  item: QueueItem;
  name: string;
}

interface ReusePrompt {
  note: string;
  candidates: { lineNumber: string; productId: string; name: string; item: QueueItem }[];
}

/**
 * The trolley page (spec doc 1 §2 shop/trolley, title My Trolley): its lines, grouped as the
 * conflicts say, with every line control; substitute-all and empty (with their modals); the
 * totals and the next step; recommendations. With JavaScript the lines are the trolley queue's
 * (optimistic) and the totals the server's latest answer; without it, every control posts.
 */
export function TrolleyPageView({
  trolley: rendered,
  products,
  slotBooked,
  slotType = null,
  recommendations,
  error,
  hrefs,
  interstitialsDone = true,
  notice = null,
  staffTools = null,
  lineExtra = null,
}: TrolleyPageViewProps) {
  const store = useTrolleyStore();
  const snapshot = useTrolleySnapshot();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [emptyOpen, setEmptyOpen] = useState(false);
  const [substituteOpen, setSubstituteOpen] = useState(false);
  const [reuse, setReuse] = useState<ReusePrompt | null>(null);
  const [swapping, setSwapping] = useState<Swapping | null>(null);
  const [swapNotice, setSwapNotice] = useState<{ message: string; key: number } | null>(null);
  // The swap modal's alternatives: the swap page's data, loaded when the modal opens.
  const alternatives = useFetcher<SwapPageData>();

  const latest = snapshot?.trolley;
  const trolley = latest && latest.version >= rendered.version ? latest : rendered;
  const items: (QueueItem & { processing?: boolean })[] = snapshot
    ? snapshot.items.filter((item) => item.quantity.amount > 0)
    : trolley.trolleyItems;
  const priced = new Map(trolley.trolleyItems.map((item) => [item.lineNumber, item]));
  const groups = trolleyLineGroups(items, trolley.conflicts);
  const interactive = store !== null && hydrated;

  // A line added elsewhere (another tab, a recommendation) whose product the page lacks.
  const missing = items.some((item) => !products[item.lineNumber]);
  useEffect(() => {
    if (missing && revalidator.state === 'idle') void revalidator.revalidate();
  }, [missing, revalidator]);

  const nameOf = (lineNumber: string) => products[lineNumber]?.name ?? productDisplayName(null);

  const actionsFor = (item: QueueItem): TrolleyLineActions | null => {
    if (!store || !interactive) return null;
    const name = nameOf(item.lineNumber);
    const change = (fields: Partial<QueueItem>) =>
      store.change(
        {
          lineNumber: item.lineNumber,
          productId: item.productId,
          quantity: item.quantity,
          ...fields,
        },
        name,
        ON_TROLLEY_PAGE,
      );
    return {
      setQuantity: (quantity) => change({ quantity }),
      remove: () => store.remove(item.lineNumber, name, ON_TROLLEY_PAGE),
      setSubstitute: (canSubstitute) => change({ canSubstitute }),
      saveMessage: (personalisedMessage) =>
        change({ personalisedMessage: personalisedMessage || null }),
      saveNote(note) {
        change({ noteToShopper: note || null });
        if (!note) return;
        const candidates = reuseNoteCandidates(items, item.lineNumber).map((other) => ({
          lineNumber: other.lineNumber,
          productId: other.productId,
          name: nameOf(other.lineNumber),
          item: other,
        }));
        if (candidates.length > 0) setReuse({ note, candidates });
      },
      resolve(action) {
        if (action === 'REMOVE_ITEM') store.remove(item.lineNumber, name, ON_TROLLEY_PAGE);
      },
      swap() {
        setSwapping({ item, name });
        void alternatives.load(swapPagePath(item.lineNumber));
      },
    };
  };

  const answer = alternatives.data;
  const swapStatus: SwapStatus =
    alternatives.state !== 'idle' || !swapping || answer?.lineNumber !== swapping.item.lineNumber
      ? 'loading'
      : answer.line
        ? 'loaded'
        : 'failed';

  const count = trolleyItemCount(items);
  const next = trolleyNextStep({
    slotBooked,
    onTrolleyPage: true,
    hasHardConflicts: hasHardConflicts(trolley.conflicts),
    minimumSpendThresholdMet: trolley.trolleyTotals.minimumSpendThresholdMet,
    interstitialsDone,
  });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{PAGE_TITLES.myTrolley}</h1>
        {items.length > 0 && (
          <p className={styles.count}>
            {count} {count === 1 ? 'item' : 'items'}
          </p>
        )}
      </header>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {staffTools?.({ lineCount: items.length })}
      {items.length === 0 ? (
        <section className={styles.empty} aria-labelledby="trolley-empty">
          <h2 id="trolley-empty">{TROLLEY_EMPTY}</h2>
          <p>{TROLLEY_EMPTY_HINT}</p>
          <Link to={hrefs.shop} className={buttonClass()}>
            {START_SHOPPING}
          </Link>
        </section>
      ) : (
        <div className={styles.layout}>
          <div className={styles.lines}>
            <div className={styles.toolbar}>
              {interactive ? (
                <>
                  <button
                    type="button"
                    className={buttonClass({ variant: 'secondary', size: 'small' })}
                    onClick={() => setSubstituteOpen(true)}
                  >
                    {SUBSTITUTE_ALL_BUTTON}
                  </button>
                  <button
                    type="button"
                    className={buttonClass({ variant: 'ghost', size: 'small' })}
                    onClick={() => setEmptyOpen(true)}
                  >
                    {EMPTY_TROLLEY_BUTTON}
                  </button>
                </>
              ) : (
                <NoScriptToolbar />
              )}
            </div>
            {groups.map((group) => (
              <section
                key={group.heading ?? 'trolley'}
                aria-label={group.heading ?? 'Items in your trolley'}
              >
                {group.heading && <h2 className={styles.groupHeading}>{group.heading}</h2>}
                <ul className={styles.list}>
                  {group.lines.map((item) => (
                    <li key={item.lineNumber}>
                      <TrolleyLine
                        item={item}
                        priced={priced.get(item.lineNumber) ?? null}
                        product={products[item.lineNumber] ?? null}
                        conflicts={conflictsOfLine(trolley.conflicts, item)}
                        actions={actionsFor(item)}
                        slotHref={hrefs.serviceSelection}
                        extra={lineExtra?.({
                          lineNumber: item.lineNumber,
                          name: nameOf(item.lineNumber),
                        })}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <aside className={styles.summary}>
            <TrolleyTotalsPanel
              totals={trolley.trolleyTotals}
              minimumSpend={minimumSpendOf(trolley.trolleyTotals, slotType)}
              next={next}
              hrefs={hrefs}
              updating={snapshot?.busy ?? false}
            />
          </aside>
        </div>
      )}
      {recommendations}
      {store && (
        <>
          <EmptyTrolleyModal
            isOpen={emptyOpen}
            onOpenChange={setEmptyOpen}
            onConfirm={() => store.empty()}
          />
          <SubstituteAllModal
            isOpen={substituteOpen}
            onOpenChange={setSubstituteOpen}
            onChoose={(canSubstitute) => store.substituteAll(canSubstitute)}
          />
          {swapping && (
            <SwapModal
              isOpen
              onOpenChange={(open) => {
                if (!open) setSwapping(null);
              }}
              name={swapping.name}
              status={swapStatus}
              alternatives={swapStatus === 'loaded' ? (answer?.alternatives ?? []) : []}
              onChoose={(chosen) => {
                const { item } = swapping;
                // One batch, so the swap is all or nothing: the chosen product in, the line out.
                store.changeMany([
                  {
                    lineNumber: chosen.lineNumber,
                    productId: chosen.productId,
                    quantity: chosen.defaultQuantity,
                  },
                  {
                    lineNumber: item.lineNumber,
                    productId: item.productId,
                    quantity: { ...item.quantity, amount: 0 },
                  },
                ]);
                setSwapNotice({
                  message: swapChosenAnnouncement(swapping.name, chosen.name),
                  key: Date.now(),
                });
              }}
              onRemove={() => store.remove(swapping.item.lineNumber, swapping.name)}
            />
          )}
          {reuse && (
            <ReuseNoteModal
              isOpen
              onOpenChange={(open) => {
                if (!open) setReuse(null);
              }}
              note={reuse.note}
              candidates={reuse.candidates}
              onApply={(lineNumbers) =>
                store.changeMany(
                  reuse.candidates
                    .filter((c) => lineNumbers.includes(c.lineNumber))
                    .map((c) => ({
                      lineNumber: c.lineNumber,
                      productId: c.productId,
                      quantity: c.item.quantity,
                      noteToShopper: reuse.note,
                    })),
                )
              }
            />
          )}
        </>
      )}
      <Snackbar
        message={swapNotice?.message ?? notice}
        messageKey={swapNotice?.key ?? notice ?? ''}
        onClose={() => setSwapNotice(null)}
      />
    </div>
  );
}

/** Substitute-all and empty without JavaScript: disclosures holding their forms. */
function NoScriptToolbar() {
  return (
    <>
      <details className={styles.disclosure}>
        <summary>{SUBSTITUTE_ALL_BUTTON}</summary>
        <form method="post" action={TROLLEY_PAGE} className={styles.disclosureForm}>
          <input type="hidden" name="intent" value="substitute-all" />
          <button
            type="submit"
            name="subPreference"
            value="true"
            className={buttonClass({ size: 'small' })}
          >
            {ALLOW_ALL_SUBSTITUTES}
          </button>
          <button
            type="submit"
            name="subPreference"
            value="false"
            className={buttonClass({ variant: 'secondary', size: 'small' })}
          >
            {NO_SUBSTITUTES}
          </button>
        </form>
      </details>
      <details className={styles.disclosure}>
        <summary>{EMPTY_TROLLEY_BUTTON}</summary>
        <form method="post" action={TROLLEY_PAGE} className={styles.disclosureForm}>
          <input type="hidden" name="intent" value="empty" />
          <p>{EMPTY_TROLLEY_TEXT}</p>
          <button type="submit" className={buttonClass({ size: 'small' })}>
            {EMPTY_TROLLEY_BUTTON}
          </button>
        </form>
      </details>
    </>
  );
}
