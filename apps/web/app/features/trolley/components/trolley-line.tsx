import type { Quantity } from '@grocer/domain/catalogue/catalogue.types';
import { canPersonalise } from '@grocer/domain/catalogue/product-display';
import { formatMoney } from '@grocer/domain/money/money';
import {
  isConflictRemovable,
  offeredResolutionActions,
  type ResolutionActionId,
} from '@grocer/domain/trolley/conflicts';
import { isSwappable } from '@grocer/domain/trolley/swap-alternatives';
import { NOTE_TO_SHOPPER_MAX_LENGTH } from '@grocer/domain/trolley/trolley-input.schema';
import {
  ADD_MESSAGE,
  ADD_NOTE,
  ALLOW_SUBSTITUTE,
  DONT_SUBSTITUTE,
  EDIT_MESSAGE,
  EDIT_NOTE,
  NOTE_HINT,
  NOTE_TO_SHOPPER,
  PERSONALISED_MESSAGE,
  REMOVE,
  SAVE,
  SUBSTITUTES_PROHIBITED,
  SWAP_BUTTON,
} from '@grocer/domain/trolley/trolley-messages';
import type { QueueItem } from '@grocer/domain/trolley/trolley-queue';
import type { Conflict, TrolleyItem } from '@grocer/server/contexts/trolley/trolley.contract';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { toRoutePath } from '../../../lib/app-path.ts';
import { useExperiment } from '../../../lib/experiments.ts';
import { swapPagePath } from '../lib/swap-alternative.ts';
import type { TrolleyLineProduct } from '../lib/trolley-line-product.ts';
import { TROLLEY_ITEMS_ACTION, TROLLEY_PAGE } from '../lib/trolley-paths.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { TextFieldWithCounter } from './text-field-with-counter.tsx';
import styles from './trolley-line.module.css';
import { LineTextModal } from './trolley-modals.tsx';

/** What the shopper can do to a line with JavaScript (through the trolley queue). */
export interface TrolleyLineActions {
  setQuantity(quantity: Quantity): void;
  remove(): void;
  setSubstitute(canSubstitute: boolean): void;
  saveNote(note: string): void;
  saveMessage(message: string): void;
  resolve(action: ResolutionActionId): void;
  /** Opens the swap-unavailable-product modal for the line. */
  swap(): void;
}

export interface TrolleyLineProps {
  /** The line as the shopper sees it (optimistic with JavaScript). */
  item: QueueItem & { processing?: boolean };
  /** The line as the server priced it; null while only optimistic. */
  priced: TrolleyItem | null;
  product: TrolleyLineProduct | null;
  conflicts: Conflict[];
  /** Null without JavaScript: every control is a form posting to the server. */
  actions: TrolleyLineActions | null;
  /** Slot actions lead here (service selection). */
  slotHref: string;
  /** Beside Remove: the line's heart, composed by the route (decision 0080). */
  extra?: ReactNode;
}

const SLOT_ACTIONS: readonly string[] = ['BOOK_SLOT', 'CHANGE_SLOT_DATE', 'CHANGE_SLOT_TYPE'];

/**
 * One trolley line (spec doc 1 §3 Trolley item): the product, quantity stepper, price with its
 * saving, offers, conflicts and their resolutions, the substitution toggle, the note to shopper
 * and, for a product that takes one, the personalised message. Each control posts a form
 * without JavaScript; with it, the trolley queue makes the change at once.
 */
export function TrolleyLine({
  item,
  priced,
  product,
  conflicts,
  actions,
  slotHref,
  extra = null,
}: TrolleyLineProps) {
  const headingId = useId();
  const decreaseRef = useRef<HTMLButtonElement>(null);
  const name = product?.name ?? 'Item';
  const hydrated = useHydrated();
  const canSubstituteChange = !(product?.substitutionsProhibited ?? false);
  const maxMessage = product?.maxPersonalisedMessageLength ?? null;
  const saving = priced?.saving.amount ?? 0;
  // Remove is not offered among the resolutions in the experiment's variant (decision 0072).
  const withoutRemove = useExperiment('conflict_resolution_without_remove') === 'variant';

  const resolve = (action: ResolutionActionId) => {
    if (action === 'CHANGE_QUANTITY') decreaseRef.current?.focus();
    actions?.resolve(action);
  };

  return (
    <article
      className={styles.line}
      aria-labelledby={headingId}
      data-processing={item.processing || undefined}
    >
      <FoodImage
        name={product?.image ?? 'shopping-cart'}
        size={72}
        alt=""
        className={styles.image}
      />
      <div className={styles.details}>
        <h3 id={headingId} className={styles.name}>
          {product ? <Link to={toRoutePath(product.href)}>{name}</Link> : name}
        </h3>
        <p className={styles.meta}>
          {[product?.size, product?.unitPrice ? `(${product.unitPrice})` : null]
            .filter(Boolean)
            .join(' ')}
        </p>
        {priced && priced.discounts.length > 0 && (
          <ul className={styles.offers} aria-label={`Offers on ${name}`}>
            {priced.discounts.map((discount) => (
              <li key={discount.id} data-status={discount.status}>
                {discount.description}
                {discount.status === 'TRIGGERED' && discount.saving.amount > 0 && (
                  <span className={styles.offerSaving}>
                    {' '}
                    (you save {formatMoney(discount.saving.amount)})
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {conflicts.map((conflict) => (
          <div
            key={`${conflict.reason}-${conflict.itemId}`}
            className={styles.conflict}
            data-type={conflict.type}
          >
            <p className={styles.conflictTitle}>{conflict.messages.title}</p>
            <p>{conflict.messages.reason}</p>
            {conflict.messages.aside && <p>{conflict.messages.aside}</p>}
            <div className={styles.conflictActions}>
              {isSwappable([conflict]) &&
                (actions ? (
                  <button
                    type="button"
                    className={buttonClass({ size: 'small' })}
                    onClick={() => actions.swap()}
                  >
                    {SWAP_BUTTON}
                    <VisuallyHidden> for {name}</VisuallyHidden>
                  </button>
                ) : (
                  <Link
                    to={swapPagePath(item.lineNumber)}
                    className={buttonClass({ size: 'small' })}
                  >
                    {SWAP_BUTTON}
                    <VisuallyHidden> for {name}</VisuallyHidden>
                  </Link>
                ))}
              {offeredResolutionActions(conflict, { withoutRemove }).map((action) => {
                if (SLOT_ACTIONS.includes(action.id)) {
                  return (
                    <Link
                      key={action.id}
                      to={toRoutePath(slotHref)}
                      className={buttonClass({ variant: 'secondary', size: 'small' })}
                    >
                      {action.message}
                      <VisuallyHidden> for {name}</VisuallyHidden>
                    </Link>
                  );
                }
                if (action.id === 'CHANGE_QUANTITY' && !actions) return null;
                if (action.id === 'REMOVE_ITEM' && !isConflictRemovable(conflict)) return null;
                if (action.id === 'REMOVE_ITEM' && !actions) {
                  return (
                    <RemoveForm key={action.id} item={item} label={action.message} name={name} />
                  );
                }
                return (
                  <button
                    key={action.id}
                    type="button"
                    className={buttonClass({ variant: 'secondary', size: 'small' })}
                    onClick={() => resolve(action.id as ResolutionActionId)}
                  >
                    {action.message}
                    <VisuallyHidden> {name}</VisuallyHidden>
                  </button>
                );
              })}
            </div>
          </div>
        ))}
        <div className={styles.options}>
          {canSubstituteChange ? (
            <SubstituteToggle item={item} name={name} actions={actions} hydrated={hydrated} />
          ) : (
            <p className={styles.meta}>{SUBSTITUTES_PROHIBITED}</p>
          )}
          <LineText
            kind="note"
            item={item}
            name={name}
            value={item.noteToShopper}
            label={NOTE_TO_SHOPPER}
            addLabel={ADD_NOTE}
            editLabel={EDIT_NOTE}
            hint={NOTE_HINT}
            maxLength={NOTE_TO_SHOPPER_MAX_LENGTH}
            onSave={actions?.saveNote}
            hydrated={hydrated}
          />
          {canPersonalise(maxMessage) && (
            <LineText
              kind="message"
              item={item}
              name={name}
              value={item.personalisedMessage}
              label={PERSONALISED_MESSAGE}
              addLabel={ADD_MESSAGE}
              editLabel={EDIT_MESSAGE}
              maxLength={maxMessage as number}
              onSave={actions?.saveMessage}
              hydrated={hydrated}
            />
          )}
        </div>
      </div>
      <div className={styles.buy}>
        <div className={styles.price}>
          {priced ? (
            <Price
              amount={priced.totalPrice.amount}
              wasAmount={saving > 0 ? priced.retailPrice.amount : null}
              qualifier={priced.estimated ? 'est.' : null}
            />
          ) : (
            <span className={styles.meta}>Updating…</span>
          )}
        </div>
        <div className={styles.stepper}>
          <QuantityStepper
            lineNumber={item.lineNumber}
            productId={item.productId}
            name={name}
            quantity={item.quantity}
            redirectTo={TROLLEY_PAGE}
            processing={item.processing}
            decreaseRef={decreaseRef}
            onStep={
              actions
                ? (next) => (next.amount === 0 ? actions.remove() : actions.setQuantity(next))
                : undefined
            }
          />
        </div>
        <div className={styles.lineTools}>
          {extra}
          {actions ? (
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', size: 'small' })}
              onClick={() => actions.remove()}
            >
              {REMOVE}
              <VisuallyHidden> {name}</VisuallyHidden>
            </button>
          ) : (
            <RemoveForm item={item} label={REMOVE} name={name} />
          )}
        </div>
      </div>
    </article>
  );
}

/** Remove without JavaScript: the stepper's action with quantity 0. */
function RemoveForm({ item, label, name }: { item: QueueItem; label: string; name: string }) {
  return (
    <form method="post" action={TROLLEY_ITEMS_ACTION}>
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="lineNumber" value={item.lineNumber} />
      <input type="hidden" name="productId" value={item.productId} />
      <input type="hidden" name="uom" value={item.quantity.uom} />
      <input type="hidden" name="quantity" value="0" />
      <input type="hidden" name="redirectTo" value={TROLLEY_PAGE} />
      <button type="submit" className={buttonClass({ variant: 'ghost', size: 'small' })}>
        {label}
        <VisuallyHidden> {name}</VisuallyHidden>
      </button>
    </form>
  );
}

function SubstituteToggle({
  item,
  name,
  actions,
  hydrated,
}: {
  item: QueueItem;
  name: string;
  actions: TrolleyLineActions | null;
  hydrated: boolean;
}) {
  const id = useId();
  if (actions && hydrated) {
    return (
      <div className={styles.toggle}>
        <input
          id={id}
          type="checkbox"
          checked={item.canSubstitute}
          onChange={(event) => actions.setSubstitute(event.target.checked)}
        />
        <label htmlFor={id}>
          {ALLOW_SUBSTITUTE}
          <VisuallyHidden> for {name}</VisuallyHidden>
        </label>
      </div>
    );
  }
  // Without JavaScript: a form that turns it the other way.
  return (
    <form method="post" action={TROLLEY_PAGE} className={styles.toggle}>
      <input type="hidden" name="intent" value="substitution" />
      <input type="hidden" name="trolleyItemId" value={item.trolleyItemId} />
      <input type="hidden" name="canSubstitute" value={String(!item.canSubstitute)} />
      <span>
        {ALLOW_SUBSTITUTE}: {item.canSubstitute ? 'yes' : 'no'}
      </span>
      <button type="submit" className={buttonClass({ variant: 'ghost', size: 'small' })}>
        {item.canSubstitute ? DONT_SUBSTITUTE : ALLOW_SUBSTITUTE}
        <VisuallyHidden> {name}</VisuallyHidden>
      </button>
    </form>
  );
}

function LineText({
  kind,
  item,
  name,
  value,
  label,
  addLabel,
  editLabel,
  hint,
  maxLength,
  onSave,
  hydrated,
}: {
  kind: 'note' | 'message';
  item: QueueItem;
  name: string;
  value: string | null;
  label: string;
  addLabel: string;
  editLabel: string;
  hint?: string;
  maxLength: number;
  onSave: ((text: string) => void) | undefined;
  hydrated: boolean;
}) {
  const [open, setOpen] = useState(false);
  const shown: ReactNode = value ? (
    <p className={styles.text}>
      <span className={styles.textLabel}>{label}:</span> {value}
    </p>
  ) : null;
  if (onSave && hydrated) {
    return (
      <div className={styles.textBlock}>
        {shown}
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', size: 'small' })}
          onClick={() => setOpen(true)}
        >
          {value ? editLabel : addLabel}
          <VisuallyHidden>
            {' '}
            ({label.toLowerCase()}) for {name}
          </VisuallyHidden>
        </button>
        <LineTextModal
          isOpen={open}
          onOpenChange={setOpen}
          title={`${label}: ${name}`}
          label={label}
          maxLength={maxLength}
          defaultValue={value ?? ''}
          hint={hint}
          onSave={onSave}
        />
      </div>
    );
  }
  // Without JavaScript: the same field in a disclosure, posting to the trolley page.
  return (
    <div className={styles.textBlock}>
      {shown}
      <details className={styles.disclosure}>
        <summary>
          {value ? editLabel : addLabel}
          <VisuallyHidden>
            {' '}
            ({label.toLowerCase()}) for {name}
          </VisuallyHidden>
        </summary>
        <form method="post" action={TROLLEY_PAGE} className={styles.textForm}>
          <input type="hidden" name="intent" value={kind} />
          <input type="hidden" name="trolleyItemId" value={item.trolleyItemId} />
          <TextFieldWithCounter
            label={label}
            name="text"
            maxLength={maxLength}
            defaultValue={value ?? ''}
            hint={hint}
          />
          <button type="submit" className={buttonClass({ size: 'small' })}>
            {SAVE}
          </button>
        </form>
      </details>
    </div>
  );
}
