import { postedFields } from '../app/lib/form-action-fields.ts';

const ORIGIN = 'http://shop.test';

/**
 * What a form posts, as the storefront's actions read it: the request a browser would send for
 * it (its action's address, its body's fields), read by the actions' own `postedFields`.
 */
export async function fieldsPostedBy(form: HTMLFormElement): Promise<Record<string, string>> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) body.append(name, String(value));
  const request = new Request(new URL(form.getAttribute('action') ?? '', ORIGIN), {
    method: 'POST',
    body,
  });
  const fields: Record<string, string> = {};
  for (const [name, value] of await postedFields(request)) fields[name] = String(value);
  return fields;
}

/** The path a form posts to, without the fields its address carries. */
export function actionPathOf(form: HTMLFormElement): string {
  return new URL(form.getAttribute('action') ?? '', ORIGIN).pathname;
}
