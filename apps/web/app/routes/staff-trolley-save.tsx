import {
  CONFIRM_FIX,
  NOTHING_TO_SAVE,
  RESTORE_BEFORE_SAVING,
  SAVING_FAILED,
} from '@grocer/domain/messages/staff-messages';
import { brokenTrolleyActions } from '@grocer/domain/staff/broken-trolley';
import { BACK_TO_MY_TROLLEY } from '@grocer/domain/trolley/trolley-messages';
import { Form, Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  loadBrokenTrolley,
  saveBrokenTrolley,
  staffSignOnOf,
} from '../features/staff/api/broken-trolley.server.ts';
import styles from '../features/staff/components/broken-trolley.module.css';
import type { Route } from './+types/staff-trolley-save';

/**
 * Save broken trolley without JavaScript (decision 0033): the "confirm fix" question as a page,
 * whose form posts the save; a refusal is the "saving failed" text with the reason. With
 * JavaScript My Trolley asks in a modal and posts to the same action. Staff signed on as a
 * customer only (the layout answers 404 to anyone else).
 */
export function meta() {
  return [{ title: CONFIRM_FIX.title }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ context }: Route.LoaderArgs) {
  return loadBrokenTrolley(context, await staffSignOnOf(context));
}

export async function action({ context }: Route.ActionArgs) {
  return saveBrokenTrolley(context, await staffSignOnOf(context));
}

export default function StaffTrolleySave({ loaderData, actionData }: Route.ComponentProps) {
  const { lineCount, saved } = loaderData;
  const offered = brokenTrolleyActions({ lineCount, saved });
  return (
    <div className={styles.page}>
      <h1>{actionData ? SAVING_FAILED.title : CONFIRM_FIX.title}</h1>
      {actionData && (
        <div role="alert" className={styles.page}>
          <p>{SAVING_FAILED.text}</p>
          <p className={styles.reason}>{actionData.error}</p>
        </div>
      )}
      {offered.save ? (
        <>
          <p>{CONFIRM_FIX.text(lineCount)}</p>
          <div className={styles.buttons}>
            <Form method="post" reloadDocument>
              <button type="submit" className={buttonClass()}>
                {CONFIRM_FIX.confirm}
              </button>
            </Form>
            <Link to="/shop/trolley" className={buttonClass({ variant: 'secondary' })}>
              {CONFIRM_FIX.cancel}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>{saved ? RESTORE_BEFORE_SAVING : NOTHING_TO_SAVE}</p>
          <Link to="/shop/trolley" className={buttonClass({ variant: 'secondary' })}>
            {BACK_TO_MY_TROLLEY}
          </Link>
        </>
      )}
    </div>
  );
}
