import {
  BACK_TO_MY_TROLLEY,
  RESOLUTION_LABELS,
  SWAP_CHOOSE,
  SWAP_LINE_GONE,
  SWAP_NONE,
  SWAP_NONE_TEXT,
  SWAP_TITLE,
  swapIntro,
} from '@grocer/domain/trolley/trolley-messages';
import { data, Form, Link, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { VisuallyHidden } from '../components/ui/visually-hidden.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  loadSwapPage,
  swapAction,
  swapLineNumberOf,
} from '../features/trolley/api/trolley-swap.server.ts';
import {
  SwapAlternativeList,
  SwapAlternativeRow,
} from '../features/trolley/components/swap-modal.tsx';
import styles from '../features/trolley/components/trolley-page-view.module.css';
import { TROLLEY_ITEMS_ACTION, TROLLEY_PAGE } from '../features/trolley/lib/trolley-paths.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/trolley-swap';

/**
 * Swap an unavailable product (spec doc 1 §4; decision 0033). With JavaScript My Trolley opens
 * the modal and loads this page's data; without it the line's "Find an alternative" link comes
 * here: the alternatives with a Choose form each, and Remove item.
 */
export function meta() {
  return [{ title: SWAP_TITLE }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const lineNumber = swapLineNumberOf(request);
  if (lineNumber === null) throw data({ reason: 'not-found' }, { status: 404 });
  const page = await loadSwapPage(context, identity, lineNumber);
  // Returned, not thrown: the modal's fetcher reads "not in the trolley" as data too.
  return data(page, { status: page.line ? 200 : 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const lineNumber = swapLineNumberOf(request);
  if (lineNumber === null) throw data({ reason: 'not-found' }, { status: 404 });
  const result = await swapAction(context, identity, lineNumber, await request.formData());
  if (!result.ok) return data({ error: result.message }, { status: result.status });
  throw redirect('/shop/trolley', 303);
}

export default function TrolleySwap({ loaderData, actionData }: Route.ComponentProps) {
  const { line, alternatives } = loaderData;
  return (
    <PageContainer>
      <div className={styles.page}>
        <h1 className={styles.title}>{SWAP_TITLE}</h1>
        {actionData?.error && (
          <p className={styles.error} role="alert">
            {actionData.error}
          </p>
        )}
        {!line ? (
          <p>{SWAP_LINE_GONE}</p>
        ) : alternatives.length === 0 ? (
          <>
            <p>
              <strong>{SWAP_NONE}</strong>
            </p>
            <p>{SWAP_NONE_TEXT}</p>
          </>
        ) : (
          <>
            <p>{swapIntro(line.name)}</p>
            <SwapAlternativeList>
              {alternatives.map((alternative) => (
                <SwapAlternativeRow
                  key={alternative.lineNumber}
                  alternative={alternative}
                  action={
                    <Form method="post">
                      <input
                        type="hidden"
                        name="replacementLineNumber"
                        value={alternative.lineNumber}
                      />
                      <button type="submit" className={buttonClass({ size: 'small' })}>
                        {SWAP_CHOOSE}
                        <VisuallyHidden> {alternative.name}</VisuallyHidden>
                      </button>
                    </Form>
                  }
                />
              ))}
            </SwapAlternativeList>
          </>
        )}
        <div className={styles.toolbar}>
          {line && (
            <form method="post" action={TROLLEY_ITEMS_ACTION}>
              <input type="hidden" name="intent" value="set" />
              <input type="hidden" name="lineNumber" value={line.lineNumber} />
              <input type="hidden" name="productId" value={line.productId} />
              <input type="hidden" name="uom" value={line.quantity.uom} />
              <input type="hidden" name="quantity" value="0" />
              <input type="hidden" name="redirectTo" value={TROLLEY_PAGE} />
              <button type="submit" className={buttonClass({ variant: 'secondary' })}>
                {RESOLUTION_LABELS.REMOVE_ITEM}
                <VisuallyHidden> {line.name}</VisuallyHidden>
              </button>
            </form>
          )}
          <Link to="/shop/trolley" className={buttonClass({ variant: 'ghost' })}>
            {BACK_TO_MY_TROLLEY}
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
