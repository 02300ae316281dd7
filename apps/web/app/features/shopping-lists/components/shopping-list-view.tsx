import type { Uom } from '@grocer/domain/catalogue/catalogue.types';
import { UNIT_LIMITS } from '@grocer/domain/quantity/quantity';
import { MULTI_SEARCH_ROWS } from '@grocer/domain/search/multi-search';
import {
  ADD_ALL_ITEMS,
  ADDING_ALL_ITEMS,
  addAllFulfilled,
  addAllSkipped,
  BACK_TO_LISTS,
  createdText,
  EMPTY_LIST,
  FILL_FROM_ORDER_HEADING,
  FILL_FROM_ORDER_LABEL,
  FILL_FROM_ORDER_SUBMIT,
  FILL_FROM_SEARCH_HEADING,
  FILL_FROM_SEARCH_HINT,
  FILL_FROM_SEARCH_LABEL,
  FILL_FROM_SEARCH_SUBMIT,
  filledText,
  itemCountText,
  itemRemoved,
  NO_PREVIOUS_ORDERS,
  noMatchFor,
  QUANTITY_LABEL,
  quantityUpdated,
  REMOVE_ITEM,
  STAFF_EDITING_NOTE,
  UPDATE_QUANTITY,
} from '@grocer/domain/shopping-lists/shopping-list-messages';
import { LISTS_PATH } from '@grocer/domain/shopping-lists/shopping-list-paths';
import { ShoppingBasket } from 'lucide-react';
import { Form, useFetcher } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { FieldShell, FormAlert, fieldControlClass } from '../../../components/ui/form-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import type {
  ListLine,
  ShoppingListActionResult,
  ShoppingListPageData,
} from '../api/shopping-lists.server.ts';
import styles from './shopping-lists.module.css';

export interface ShoppingListViewProps extends ShoppingListPageData {
  /** What the last post (without a fetcher) answered. */
  actionData: ShoppingListActionResult | null;
}

/** The spec's add-all states (doc 3 §4), as the status line says them. */
function addAllStatus(
  pending: boolean,
  answer: ShoppingListActionResult | null,
): { state: 'pending' | 'fulfilled' | 'rejected'; text: string } | null {
  if (pending) return { state: 'pending', text: ADDING_ALL_ITEMS };
  if (answer?.intent !== 'add-all') return null;
  if (!answer.ok) return { state: 'rejected', text: answer.message };
  if (!('result' in answer)) return null;
  const { successCount, skipped } = answer.result;
  const text = [
    addAllFulfilled(successCount),
    skipped.length > 0 ? addAllSkipped(skipped.length) : '',
  ]
    .filter(Boolean)
    .join('. ');
  return { state: 'fulfilled', text };
}

function resultText(answer: ShoppingListActionResult | null): string | null {
  if (!answer?.ok) return null;
  switch (answer.intent) {
    case 'set-quantity':
      return quantityUpdated(answer.name);
    case 'remove-item':
      return itemRemoved(answer.name);
    case 'fill-search':
    case 'fill-order': {
      const { added, alreadyOnList, notFound, listFull } = answer.fill;
      const summary = filledText(
        added.length,
        alreadyOnList.length,
        notFound.length,
        listFull.length,
      );
      return notFound.length > 0 ? `${summary}. ${noMatchFor(notFound)}` : summary;
    }
    default:
      return null;
  }
}

function Line({ line, error }: { line: ListLine; error: string | undefined }) {
  const uom = line.quantity.uom as Uom;
  const limits = UNIT_LIMITS[uom] ?? UNIT_LIMITS.C62;
  const { product } = line;
  return (
    <li className={styles.line}>
      <FoodImage
        name={product.image || 'shopping-cart'}
        size={64}
        alt=""
        className={styles.lineImage}
      />
      <div className={styles.lineText}>
        <h3 className={styles.lineName}>
          {product.href ? <AppLink href={product.href}>{product.name}</AppLink> : product.name}
        </h3>
        {product.size && <p className={styles.meta}>{product.size}</p>}
      </div>
      <Form method="post" className={styles.quantityForm} preventScrollReset>
        <input type="hidden" name="intent" value="set-quantity" />
        <input type="hidden" name="lineNumber" value={line.lineNumber} />
        <input type="hidden" name="uom" value={uom} />
        <FieldShell label={QUANTITY_LABEL(product.name)} error={error}>
          {({ id, describedBy }) => (
            <span className={styles.quantityField}>
              <input
                id={id}
                name="quantity"
                type="number"
                inputMode={limits.kind === 'whole' ? 'numeric' : 'decimal'}
                min={0}
                max={limits.max}
                step={limits.kind === 'whole' ? 1 : 0.1}
                defaultValue={line.quantity.amount}
                className={fieldControlClass({ short: true })}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
              />
              {limits.label && <span className={styles.unit}>{limits.label}</span>}
            </span>
          )}
        </FieldShell>
        <button type="submit" className={buttonClass({ variant: 'secondary', size: 'small' })}>
          {UPDATE_QUANTITY}
          <VisuallyHidden> {product.name}</VisuallyHidden>
        </button>
      </Form>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="remove-item" />
        <input type="hidden" name="lineNumber" value={line.lineNumber} />
        <button type="submit" className={buttonClass({ variant: 'ghost', size: 'small' })}>
          {REMOVE_ITEM}
          <VisuallyHidden> {product.name}</VisuallyHidden>
        </button>
      </Form>
    </li>
  );
}

/**
 * A shopping list's page (spec doc 1 §2 shopping-lists/{name}/{id}; decision 0081): its items
 * with their quantities and Remove, Add all items (pending, then fulfilled with how many went in,
 * or rejected), and two ways to fill it: the multi-search box (the first match of each line) and
 * a previous order. Every form is a plain post without JavaScript; with it, Add all items goes
 * through a fetcher so its pending state shows.
 */
export function ShoppingListView({
  list,
  lines,
  orders,
  staffSignOn,
  actionData,
}: ShoppingListViewProps) {
  const addAll = useFetcher<ShoppingListActionResult>({ key: `add-all-${list.id}` });
  const status = addAllStatus(
    addAll.state !== 'idle',
    addAll.data ?? (actionData?.intent === 'add-all' ? actionData : null),
  );
  const refusal = actionData && !actionData.ok ? actionData : null;
  const lineError = (lineNumber: string) =>
    refusal && refusal.lineNumber === lineNumber ? refusal.message : undefined;
  const formError = (intent: string) =>
    refusal && refusal.intent === intent && refusal.lineNumber === null
      ? refusal.message
      : undefined;
  const result = resultText(actionData);

  return (
    <>
      {staffSignOn && <p className={styles.staffNote}>{STAFF_EDITING_NOTE}</p>}
      <p className={styles.meta}>
        {itemCountText(list.numItems)} · {createdText(list.created)} ·{' '}
        <AppLink href={LISTS_PATH}>{BACK_TO_LISTS}</AppLink>
      </p>

      <section className={styles.addAll} aria-label={ADD_ALL_ITEMS}>
        <addAll.Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="add-all" />
          <button
            type="submit"
            className={buttonClass()}
            disabled={lines.length === 0}
            aria-disabled={status?.state === 'pending' ? true : undefined}
          >
            <Icon icon={ShoppingBasket} size={18} />
            {ADD_ALL_ITEMS}
          </button>
        </addAll.Form>
        <p role="status" className={styles.addAllStatus} data-state={status?.state}>
          {status?.text ?? ''}
        </p>
      </section>

      <div role="status" className={styles.status}>
        {result && <p className={styles.notice}>{result}</p>}
      </div>
      {refusal &&
        refusal.intent !== 'add-all' &&
        refusal.lineNumber === null &&
        !['fill-search', 'fill-order'].includes(refusal.intent) && (
          <FormAlert>{refusal.message}</FormAlert>
        )}

      {lines.length === 0 ? (
        <p className={styles.empty}>{EMPTY_LIST}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <Line key={line.lineNumber} line={line} error={lineError(line.lineNumber)} />
          ))}
        </ul>
      )}

      <div className={styles.fillers}>
        <section className={styles.panel} aria-labelledby="fill-search-heading">
          <h2 id="fill-search-heading">{FILL_FROM_SEARCH_HEADING}</h2>
          <Form method="post" className={styles.form} preventScrollReset>
            <input type="hidden" name="intent" value="fill-search" />
            <FieldShell
              label={FILL_FROM_SEARCH_LABEL}
              hint={FILL_FROM_SEARCH_HINT}
              error={formError('fill-search')}
            >
              {({ id, describedBy }) => (
                <textarea
                  id={id}
                  name="searchTerms"
                  rows={MULTI_SEARCH_ROWS}
                  className={fieldControlClass({ multiline: true })}
                  aria-invalid={formError('fill-search') ? true : undefined}
                  aria-describedby={describedBy}
                  required
                />
              )}
            </FieldShell>
            <button type="submit" className={buttonClass({ variant: 'secondary' })}>
              {FILL_FROM_SEARCH_SUBMIT}
            </button>
          </Form>
        </section>

        <section className={styles.panel} aria-labelledby="fill-order-heading">
          <h2 id="fill-order-heading">{FILL_FROM_ORDER_HEADING}</h2>
          {orders.length === 0 ? (
            <p>{NO_PREVIOUS_ORDERS}</p>
          ) : (
            <Form method="post" className={styles.form} preventScrollReset>
              <input type="hidden" name="intent" value="fill-order" />
              <FieldShell label={FILL_FROM_ORDER_LABEL} error={formError('fill-order')}>
                {({ id, describedBy }) => (
                  <select
                    id={id}
                    name="customerOrderId"
                    className={fieldControlClass()}
                    aria-describedby={describedBy}
                  >
                    {orders.map((order) => (
                      <option key={order.customerOrderId} value={order.customerOrderId}>
                        {order.label}
                      </option>
                    ))}
                  </select>
                )}
              </FieldShell>
              <button type="submit" className={buttonClass({ variant: 'secondary' })}>
                {FILL_FROM_ORDER_SUBMIT}
              </button>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}
