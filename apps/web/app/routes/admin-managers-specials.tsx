import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { formatPrice, parsePriceStringToPence } from '@grocer/domain/money/money';
import {
  MANAGERS_SPECIAL_MESSAGES,
  MAX_MANAGERS_SPECIAL_DAYS,
} from '@grocer/domain/promotions/managers-special';
import type { ManagersSpecialListed } from '@grocer/server/contexts/staff/staff.contract';
import { clientErrorOf, clientRefusalOf } from '@grocer/server/web/service-errors';
import { data, Form, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { formatDateTime } from '../features/staff/lib/format-date-time.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-managers-specials';
import styles from './admin-console.module.css';

const TITLE = "Manager's specials";
const DONE_PARAM = 'done';
const DONE_TEXT: Record<string, string> = {
  added: 'The special is live: shoppers see it before checkout at the price shown here.',
  ended: 'The special has ended: trolleys are back at the shelf price.',
};

type Field = 'lineNumber' | 'specialPrice' | 'days';
interface Problem {
  field: Field | null;
  message: string;
  values: { lineNumber: string; specialPrice: string; days: string };
}

/**
 * Manager's specials in the staff console (issue 28, decision 0097): staff-chosen products at a
 * reduced price for a few days, shown to shoppers as the "Manager's specials" step before
 * checkout and charged by the trolley's one pricing engine. Made and ended with plain forms
 * (no JavaScript needed); each is recorded with who and when.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const listing = await getServices(context).staff.managersSpecials(staff);
  const done = new URL(request.url).searchParams.get(DONE_PARAM);
  return { listing, done: done && DONE_TEXT[done] ? DONE_TEXT[done] : null };
}

/** Which field a refusal belongs on: the one the catalogue's refusal names (decision 0097). */
function fieldOf(error: unknown): Field {
  const refusal = clientRefusalOf(error);
  const issues = refusal?.detail.issues as readonly { field?: unknown }[] | undefined;
  const named = String(issues?.[0]?.field ?? '').replace(/^body\./, '');
  if (named === 'lineNumber' || named === 'specialPrice' || named === 'days') return named;
  // Unknown product (404) or one with a special running (409).
  return refusal?.code === 'VALIDATION_FAILED' ? 'specialPrice' : 'lineNumber';
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const form = await request.formData();
  const { staff: service } = getServices(context);
  if (form.get('intent') === 'end') {
    const promotionId = Number(String(form.get('promotionId') ?? ''));
    if (!Number.isSafeInteger(promotionId) || promotionId <= 0) {
      throw data({ reason: 'bad-request' }, { status: 400 });
    }
    try {
      await service.endManagersSpecial(staff, promotionId);
    } catch (error) {
      const refused = clientErrorOf(error);
      if (!refused) throw error;
      throw data({ reason: refused.message }, { status: refused.status });
    }
    throw redirect(`/admin/managers-specials?${DONE_PARAM}=ended`);
  }
  const values = {
    lineNumber: String(form.get('lineNumber') ?? '')
      .trim()
      .slice(0, 20),
    specialPrice: String(form.get('specialPrice') ?? '')
      .trim()
      .slice(0, 20),
    days: String(form.get('days') ?? '')
      .trim()
      .slice(0, 5),
  };
  const refuse = (field: Field | null, message: string, status = 400) =>
    data({ problem: { field, message, values } satisfies Problem }, { status });
  if (!lineNumberSchema.safeParse(values.lineNumber).success) {
    return refuse('lineNumber', 'Enter the product’s line number (up to 12 digits)');
  }
  const specialPricePence = parsePriceStringToPence(values.specialPrice);
  if (specialPricePence === null || specialPricePence < 1) {
    return refuse('specialPrice', MANAGERS_SPECIAL_MESSAGES.price);
  }
  const days = /^\d{1,3}$/.test(values.days) ? Number(values.days) : Number.NaN;
  if (!Number.isInteger(days)) return refuse('days', MANAGERS_SPECIAL_MESSAGES.days);
  try {
    await service.createManagersSpecial(staff, {
      lineNumber: values.lineNumber,
      specialPricePence,
      days,
    });
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    return refuse(fieldOf(error), refused.message, refused.status);
  }
  throw redirect(`/admin/managers-specials?${DONE_PARAM}=added`);
}

export function meta() {
  return [{ title: `${TITLE} · ${STAFF_CONSOLE_TITLE}` }];
}

const byWhom = (name: string | null) => (name ? ` by ${name}` : '');

function FieldProblem({
  id,
  problem,
  field,
}: {
  id: string;
  problem: Problem | null;
  field: Field;
}) {
  if (problem?.field !== field) return null;
  return (
    <span id={id} role="alert" className={styles.problem}>
      {problem.message}
    </span>
  );
}

export default function AdminManagersSpecials({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, done } = loaderData;
  const problem = actionData && 'problem' in actionData ? actionData.problem : null;
  const invalid = (field: Field) => (problem?.field === field ? true : undefined);
  const described = (field: Field) =>
    problem?.field === field ? `special-${field}-problem` : undefined;
  return (
    <>
      <h1>{TITLE}</h1>
      <p className={styles.help}>
        A special takes the price of one item down to the special price for the days chosen.
        Shoppers see it in the &ldquo;{TITLE}&rdquo; step before checkout, and their trolley and
        checkout charge the same price. To change a price, end the special and add a new one.
      </p>
      {done && (
        <p role="status" className={styles.note}>
          {done}
        </p>
      )}
      <Form method="post" className={styles.search} aria-labelledby="add-special">
        <h2 id="add-special">Add a special</h2>
        <div className={styles.fields}>
          <label>
            Line number
            <input
              name="lineNumber"
              inputMode="numeric"
              maxLength={12}
              required
              defaultValue={problem?.values.lineNumber}
              aria-invalid={invalid('lineNumber')}
              aria-describedby={described('lineNumber')}
            />
            <FieldProblem id="special-lineNumber-problem" problem={problem} field="lineNumber" />
          </label>
          <label>
            Special price (£)
            <input
              name="specialPrice"
              inputMode="decimal"
              maxLength={20}
              required
              defaultValue={problem?.values.specialPrice}
              aria-invalid={invalid('specialPrice')}
              aria-describedby={described('specialPrice')}
            />
            <FieldProblem
              id="special-specialPrice-problem"
              problem={problem}
              field="specialPrice"
            />
          </label>
          <label>
            Days
            <input
              name="days"
              type="number"
              min={1}
              max={MAX_MANAGERS_SPECIAL_DAYS}
              step={1}
              required
              defaultValue={problem?.values.days ?? '7'}
              aria-invalid={invalid('days')}
              aria-describedby={described('days')}
            />
            <FieldProblem id="special-days-problem" problem={problem} field="days" />
          </label>
        </div>
        {problem && problem.field === null && (
          <p role="alert" className={styles.problem}>
            {problem.message}
          </p>
        )}
        <button type="submit" name="intent" value="add" className={buttonClass()}>
          Add special
        </button>
      </Form>
      <section className={styles.results} aria-labelledby="running-specials">
        <h2 id="running-specials">Running</h2>
        {listing.running.length === 0 ? (
          <p className={styles.note}>No special is running.</p>
        ) : (
          <SpecialsTable specials={listing.running} running />
        )}
      </section>
      <section className={styles.results} aria-labelledby="past-specials">
        <h2 id="past-specials">Ended lately</h2>
        {listing.past.length === 0 ? (
          <p className={styles.note}>No special has ended yet.</p>
        ) : (
          <SpecialsTable specials={listing.past} running={false} />
        )}
      </section>
    </>
  );
}

function SpecialsTable({
  specials,
  running,
}: {
  specials: ManagersSpecialListed[];
  running: boolean;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.help}>
        {running ? 'Specials shoppers see now' : 'Specials that ended or ran out'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Special price</th>
          <th scope="col">Shelf price</th>
          <th scope="col">{running ? 'Ends' : 'Ended'}</th>
          <th scope="col">Made</th>
          {running && <th scope="col">End</th>}
        </tr>
      </thead>
      <tbody>
        {specials.map((special) => (
          <tr key={special.promotionId}>
            <th scope="row">
              {special.name}
              <div className={styles.note}>{`Line ${special.lineNumber}`}</div>
            </th>
            <td>{formatPrice(special.specialPricePence)}</td>
            <td>{formatPrice(special.shelfPricePence)}</td>
            <td>
              {running
                ? formatDateTime(special.expiry)
                : `${formatDateTime(special.endedAt ?? special.expiry)}${byWhom(special.endedByName)}`}
            </td>
            <td>{`${formatDateTime(special.createdAt)}${byWhom(special.createdByName)}`}</td>
            {running && (
              <td>
                <Form method="post">
                  <input type="hidden" name="promotionId" value={special.promotionId} />
                  <button
                    type="submit"
                    name="intent"
                    value="end"
                    className={buttonClass({ variant: 'secondary', size: 'small' })}
                    aria-label={`End special: ${special.name}`}
                  >
                    End special
                  </button>
                </Form>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
