/**
 * A no-JavaScript form's fixed fields carried in its action's query string instead of hidden
 * inputs (decision 0110): a grid of 48 cards had 386 hidden inputs, a sixth of the page's
 * elements and a quarter of its attributes, each rendered on the server and parsed, styled and
 * hydrated in the browser. The action reads them with `postedFields`.
 */
export function actionWithFields(path: string, fields: Record<string, string>): string {
  const query = new URLSearchParams(fields).toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * The fields a form posted: its body, with the action's query string's fields (see
 * `actionWithFields`) for names the body does not have. A field in the body wins, as the only
 * one the shopper could have changed.
 */
export async function postedFields(request: Request): Promise<FormData> {
  const form = await request.formData();
  for (const [name, value] of new URL(request.url).searchParams) {
    if (!form.has(name)) form.append(name, value);
  }
  return form;
}
