import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { formatQuantity } from '@grocer/domain/quantity/quantity';
import { selectionCount, splitStoreCupboard } from '@grocer/domain/recipes/ingredient-selection';
import { formatIngredientAmount } from '@grocer/domain/recipes/recipe-amounts';
import { RECIPE_MESSAGES, selectionSummary } from '@grocer/domain/recipes/recipe-messages';
import { ArrowLeftRight, ShoppingBasket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { toRoutePath } from '../../../lib/app-path.ts';
import type { PageAlternatives, PageLine, PagePims } from '../lib/pims-for-page.ts';
import {
  ADD_INTENT,
  type AddResult,
  amountField,
  INGREDIENT_FIELD,
  lineField,
  MAX_AMOUNT,
} from '../lib/recipe-form.ts';
import styles from './recipes.module.css';

export interface SwapLinks {
  /** Opens the swap list of an ingredient (a link: works without JavaScript). */
  open: (ingredientId: number) => string;
  /** Chooses an alternative (and closes the list). */
  choose: (ingredientId: number, lineNumber: string) => string;
  /** Closes the list. */
  close: string;
}

function amountText(line: PageLine): string | null {
  const { amount, unit } = line.recipeAmount;
  return amount === null ? null : formatIngredientAmount(amount, unit);
}

/**
 * What one of the amount stands for: a pack (`packs`), or for a product sold by weight its
 * default weight (`× 0.5kg`), the quantity the trolley takes for each.
 */
function unitText(line: PageLine, amount: string): string {
  const { defaultQuantity } = line.product;
  if (defaultQuantity.uom === 'C62') return Number(amount) === 1 ? 'pack' : 'packs';
  return `× ${formatQuantity(defaultQuantity.amount, defaultQuantity.uom)}`;
}

function Line({
  line,
  amount,
  onAmount,
  swapping,
  alternatives,
  links,
}: {
  line: PageLine;
  /** As typed (an empty box is 0). */
  amount: string;
  onAmount: (value: string) => void;
  swapping: boolean;
  alternatives: PageAlternatives | null;
  links: SwapLinks;
}) {
  const name = productDisplayName(line.product.name);
  const id = `ingredient-${line.ingredientId}`;
  const recipeAmount = amountText(line);
  return (
    <li className={styles.line} id={id}>
      <input type="hidden" name={INGREDIENT_FIELD} value={line.ingredientId} />
      <input type="hidden" name={lineField(line.ingredientId)} value={line.lineNumber} />
      <FoodImage name={line.product.image} alt="" size={48} className={styles.lineImage} />
      <div className={styles.lineProduct}>
        <span className={styles.lineIngredient}>
          {recipeAmount ? `${recipeAmount} ${line.ingredientName}` : line.ingredientName}
        </span>
        <span className={styles.lineName}>
          {name} <span className={styles.count}>{line.product.size}</span>
        </span>
        <span className={styles.badges}>
          {line.swapped && <Badge tone="info">{RECIPE_MESSAGES.SWAPPED}</Badge>}
          {line.duplicateItem && <Badge>{RECIPE_MESSAGES.DUPLICATE}</Badge>}
        </span>
      </div>
      <div className={styles.lineAmount}>
        <label htmlFor={`${id}-amount`}>Amount of {name}</label>
        <input
          id={`${id}-amount`}
          name={amountField(line.ingredientId)}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_AMOUNT}
          step={1}
          value={amount}
          onChange={(event) => onAmount(event.target.value)}
          aria-describedby={`${id}-unit`}
        />
        <span id={`${id}-unit`}>{unitText(line, amount)}</span>
      </div>
      <div className={styles.linePrice}>
        {line.amountSelected > 0 ? (
          <>
            <Price amount={line.totalPrice.amount} />
            <span className={styles.count}>for {line.amountSelected}</span>
          </>
        ) : (
          <>
            <Price amount={line.product.pricing.displayPrice.amount} />
            <span className={styles.count}>each</span>
          </>
        )}
        {line.alternativesCount > 0 && !swapping && (
          <Link
            to={toRoutePath(links.open(line.ingredientId))}
            preventScrollReset
            className={styles.swapLink}
            aria-label={`${RECIPE_MESSAGES.SWAP} ${name}`}
          >
            <Icon icon={ArrowLeftRight} size={16} /> {RECIPE_MESSAGES.SWAP}
          </Link>
        )}
      </div>
      {swapping && alternatives && (
        <div className={styles.alternatives}>
          <p id={`${id}-alternatives`} className={styles.alternativesTitle}>
            Swap {line.ingredientName} for:
          </p>
          <ul aria-labelledby={`${id}-alternatives`}>
            {alternatives.alternatives
              .filter((alternative) => alternative.lineNumber !== line.lineNumber)
              .map((alternative) => (
                <li key={alternative.lineNumber}>
                  <Link
                    to={toRoutePath(links.choose(line.ingredientId, alternative.lineNumber))}
                    preventScrollReset
                    className={styles.alternative}
                  >
                    <span>
                      Choose {productDisplayName(alternative.product.name)}{' '}
                      <span className={styles.count}>{alternative.product.size}</span>
                    </span>
                    <Price amount={alternative.totalPrice.amount} />
                  </Link>
                </li>
              ))}
          </ul>
          <Link to={toRoutePath(links.close)} preventScrollReset className={styles.swapLink}>
            Keep {name}
          </Link>
        </div>
      )}
    </li>
  );
}

/**
 * "Shop the ingredients" (spec doc 3 §3, §4; doc 1 §5): the recipe's products split into those
 * to buy and the store cupboard, each with its amount (store cupboard and duplicates start at
 * 0), unit, price today and a swap; the selection (amounts above 0) goes to the trolley in one
 * batch, and the summary of what went in appears above the form and takes focus. A POST form
 * to the page (a navigation, not a fetcher, so the frame reads the shopper's viewer again and the
 * header's trolley follows); without JavaScript the page answers with the same summary.
 */
export function ShoppableIngredients({
  pims,
  alternatives,
  swapping,
  links,
  result,
}: {
  pims: PagePims;
  alternatives: PageAlternatives | null;
  swapping: number | null;
  links: SwapLinks;
  result?: AddResult;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === ADD_INTENT;
  const shown = result;
  const lines = [...pims.nonStoreCupboard, ...pims.storeCupboard];
  const [amounts, setAmounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.ingredientId, String(line.amountSelected)])),
  );
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) summaryRef.current?.focus();
  }, [result]);
  if (pims.pimsError) {
    return (
      <section aria-labelledby="shop-ingredients" className={styles.shop}>
        <h2 id="shop-ingredients">{RECIPE_MESSAGES.SHOP_INGREDIENTS}</h2>
        <p>{RECIPE_MESSAGES.NO_PRODUCTS}</p>
      </section>
    );
  }
  const { storeCupboard, nonStoreCupboard } = splitStoreCupboard(lines);
  const count = selectionCount(
    lines.map((line) => ({
      amountSelected: Number(amounts[line.ingredientId] ?? line.amountSelected) || 0,
    })),
  );
  const renderLines = (group: PageLine[]) =>
    group.map((line) => (
      <Line
        key={line.ingredientId}
        line={line}
        amount={amounts[line.ingredientId] ?? String(line.amountSelected)}
        onAmount={(value) => setAmounts((current) => ({ ...current, [line.ingredientId]: value }))}
        swapping={swapping === line.ingredientId}
        alternatives={alternatives}
        links={links}
      />
    ));
  return (
    <section aria-labelledby="shop-ingredients" className={styles.shop}>
      <h2 id="shop-ingredients">{RECIPE_MESSAGES.SHOP_INGREDIENTS}</h2>
      <div ref={summaryRef} tabIndex={-1} className={styles.summaryArea}>
        {shown && <AddSummary result={shown} />}
      </div>
      <Form method="post" preventScrollReset className={styles.shopForm}>
        <input type="hidden" name="intent" value={ADD_INTENT} />
        {nonStoreCupboard.length > 0 && (
          <div>
            <h3 className={styles.groupTitle}>{RECIPE_MESSAGES.YOUR_INGREDIENTS}</h3>
            <ul className={styles.lines}>{renderLines(nonStoreCupboard)}</ul>
          </div>
        )}
        {storeCupboard.length > 0 && (
          <div>
            <h3 className={styles.groupTitle}>{RECIPE_MESSAGES.STORE_CUPBOARD}</h3>
            <p className={styles.count}>{RECIPE_MESSAGES.STORE_CUPBOARD_HINT}</p>
            <ul className={styles.lines}>{renderLines(storeCupboard)}</ul>
          </div>
        )}
        {pims.notShoppable.length > 0 && (
          <div>
            <h3 className={styles.groupTitle}>{RECIPE_MESSAGES.NOT_SHOPPABLE}</h3>
            <ul className={styles.plainList}>
              {pims.notShoppable.map((item) => (
                <li key={item.ingredientId}>{item.name}</li>
              ))}
            </ul>
          </div>
        )}
        <div className={styles.addRow}>
          <span className={styles.count} aria-live="polite">
            {selectionSummary(count)}
          </span>
          <button type="submit" className={buttonClass()} disabled={busy}>
            <Icon icon={ShoppingBasket} size={20} /> {RECIPE_MESSAGES.ADD_SELECTION}
          </button>
        </div>
      </Form>
    </section>
  );
}

function AddSummary({ result }: { result: AddResult }) {
  if (!result.ok) {
    return (
      <p role="alert" className={styles.error}>
        {result.message}
      </p>
    );
  }
  const added = result.added.length;
  return (
    <div className={styles.summary}>
      <p role="status" className={styles.success}>
        {added === 0
          ? 'Nothing new was added to your trolley.'
          : `${RECIPE_MESSAGES.ADDED_SUMMARY}: ${added} ${added === 1 ? 'product' : 'products'}.`}
      </p>
      <SummaryList title="Added" lines={result.added.map((l) => `${l.name} × ${l.quantity}`)} />
      <SummaryList
        title="Already in your trolley"
        lines={result.alreadyInTrolley.map((l) => `${l.name} × ${l.quantity}`)}
      />
      <SummaryList
        title="Added, but check your trolley"
        lines={result.toCheck.map((l) => `${l.name}: ${l.message}`)}
      />
      <SummaryList
        title="Not added"
        lines={result.unavailable.map((l) => `${l.name}: ${l.message}`)}
      />
      <AppLink
        href="/ecom/shop/trolley"
        className={buttonClass({ variant: 'secondary', size: 'small' })}
      >
        View trolley
      </AppLink>
    </div>
  );
}

function SummaryList({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className={styles.groupTitle}>{title}</h3>
      <ul className={styles.plainList}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
