import {
  CONFIRM_RESTORE,
  RESTORING_FAILED,
  SAVED_TROLLEY_NONE,
} from '@grocer/domain/messages/staff-messages';
import { BACK_TO_MY_TROLLEY } from '@grocer/domain/trolley/trolley-messages';
import { Form, Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  loadBrokenTrolley,
  restoreSavedTrolley,
  staffSignOnOf,
} from '../features/staff/api/broken-trolley.server.ts';
import styles from '../features/staff/components/broken-trolley.module.css';
import { formatDateTime } from '../features/staff/lib/format-date-time.ts';
import type { Route } from './+types/staff-trolley-restore';

/**
 * Restore saved trolley without JavaScript (decision 0033): the "confirm restore" question as a
 * page, whose form posts the restore; a refusal is the "restoring failed" text with the reason.
 * With JavaScript My Trolley asks in a modal and posts to the same action. Staff signed on as a
 * customer only (the layout answers 404 to anyone else).
 */
export function meta() {
  return [{ title: CONFIRM_RESTORE.title }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ context }: Route.LoaderArgs) {
  return loadBrokenTrolley(context, await staffSignOnOf(context));
}

export async function action({ context }: Route.ActionArgs) {
  return restoreSavedTrolley(context, await staffSignOnOf(context));
}

export default function StaffTrolleyRestore({ loaderData, actionData }: Route.ComponentProps) {
  const { saved } = loaderData;
  return (
    <div className={styles.page}>
      <h1>{actionData ? RESTORING_FAILED.title : CONFIRM_RESTORE.title}</h1>
      {actionData && (
        <div role="alert" className={styles.page}>
          <p>{RESTORING_FAILED.text}</p>
          <p className={styles.reason}>{actionData.error}</p>
        </div>
      )}
      {saved ? (
        <>
          <p>{CONFIRM_RESTORE.text(saved.lineCount, formatDateTime(saved.savedAt))}</p>
          <div className={styles.buttons}>
            <Form method="post">
              <button type="submit" className={buttonClass()}>
                {CONFIRM_RESTORE.confirm}
              </button>
            </Form>
            <Link to="/shop/trolley" className={buttonClass({ variant: 'secondary' })}>
              {CONFIRM_RESTORE.cancel}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>{SAVED_TROLLEY_NONE}</p>
          <Link to="/shop/trolley" className={buttonClass({ variant: 'secondary' })}>
            {BACK_TO_MY_TROLLEY}
          </Link>
        </>
      )}
    </div>
  );
}
