import {
  CANCEL,
  RESOLUTION_LABELS,
  SWAP_CHOOSE,
  SWAP_FAILED,
  SWAP_LOADING,
  SWAP_NONE,
  SWAP_NONE_TEXT,
  SWAP_TITLE,
  swapIntro,
} from '@grocer/domain/trolley/trolley-messages';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import type { SwapAlternative } from '../lib/swap-alternative.ts';
import styles from './swap-modal.module.css';

/** One product offered instead (the modal's and the no-JavaScript page's row). */
export function SwapAlternativeRow({
  alternative,
  action,
}: {
  alternative: SwapAlternative;
  /** The control that chooses it: a button in the modal, a form on the page. */
  action: ReactNode;
}) {
  return (
    <li className={styles.row}>
      <FoodImage name={alternative.image} size={48} alt="" />
      <div>
        <p className={styles.name}>{alternative.name}</p>
        <p className={styles.meta}>
          {[alternative.size, alternative.unitPrice ? `(${alternative.unitPrice})` : null]
            .filter(Boolean)
            .join(' ')}
        </p>
      </div>
      <div className={styles.buy}>
        <Price amount={alternative.price} qualifier={alternative.estimated ? 'est.' : null} />
        {action}
      </div>
    </li>
  );
}

/** The list of alternatives, named for screen readers. */
export function SwapAlternativeList({ children }: { children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label="Alternatives">
      {children}
    </ul>
  );
}

export type SwapStatus = 'loading' | 'loaded' | 'failed';

export interface SwapModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The unavailable product's name. */
  name: string;
  status: SwapStatus;
  alternatives: readonly SwapAlternative[];
  onChoose: (alternative: SwapAlternative) => void;
  /** Remove item: the empty state's way out. */
  onRemove: () => void;
}

/**
 * Spec doc 1 §4 "swap unavailable product" (decision 0033): a few available products of the
 * same aisle with their prices; choosing one swaps it for the unavailable line. With none to
 * offer: "Sorry, we couldn't find an alternative", with Remove item.
 */
export function SwapModal({
  isOpen,
  onOpenChange,
  name,
  status,
  alternatives,
  onChoose,
  onRemove,
}: SwapModalProps) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={SWAP_TITLE}>
      {(close) => {
        const cancel = (
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={close}>
            {CANCEL}
          </button>
        );
        if (status === 'loading') {
          return (
            <>
              <p className={styles.status} role="status">
                {SWAP_LOADING}
              </p>
              <div className={styles.actions}>{cancel}</div>
            </>
          );
        }
        if (status === 'failed') {
          return (
            <>
              <p className={styles.status} role="alert">
                {SWAP_FAILED}
              </p>
              <div className={styles.actions}>{cancel}</div>
            </>
          );
        }
        const remove = (primary: boolean) => (
          <button
            type="button"
            className={buttonClass({ variant: primary ? 'primary' : 'ghost' })}
            onClick={() => {
              onRemove();
              close();
            }}
          >
            {RESOLUTION_LABELS.REMOVE_ITEM}
            <VisuallyHidden> {name}</VisuallyHidden>
          </button>
        );
        if (alternatives.length === 0) {
          return (
            <>
              <p className={styles.none}>{SWAP_NONE}</p>
              <p className={styles.status}>{SWAP_NONE_TEXT}</p>
              <div className={styles.actions}>
                {cancel}
                {remove(true)}
              </div>
            </>
          );
        }
        return (
          <>
            <p className={styles.intro}>{swapIntro(name)}</p>
            <SwapAlternativeList>
              {alternatives.map((alternative) => (
                <SwapAlternativeRow
                  key={alternative.lineNumber}
                  alternative={alternative}
                  action={
                    <button
                      type="button"
                      className={buttonClass({ size: 'small' })}
                      onClick={() => {
                        onChoose(alternative);
                        close();
                      }}
                    >
                      {SWAP_CHOOSE}
                      <VisuallyHidden> {alternative.name}</VisuallyHidden>
                    </button>
                  }
                />
              ))}
            </SwapAlternativeList>
            <div className={styles.actions}>
              {remove(false)}
              {cancel}
            </div>
          </>
        );
      }}
    </ModalDialog>
  );
}
