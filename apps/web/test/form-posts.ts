/**
 * What a form posts, as the storefront's actions read it (`postedFields`): the fields its
 * action's query string carries, then its body's, which win (decision 0110).
 */
export function fieldsPostedBy(form: HTMLFormElement): Record<string, string> {
  const action = new URL(form.getAttribute('action') ?? '', 'http://shop.test');
  const body = Object.fromEntries(
    [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
  );
  return { ...Object.fromEntries(action.searchParams), ...body };
}

/** The path a form posts to, without the fields its query string carries. */
export function actionPathOf(form: HTMLFormElement): string {
  return new URL(form.getAttribute('action') ?? '', 'http://shop.test').pathname;
}
