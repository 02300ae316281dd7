import {
  type FocusEvent,
  type FormEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';

/** Every field's first message for the form's values, as the domain's rule gives them. */
export type FormChecker = (values: Record<string, string>) => Record<string, string>;

/**
 * Inline validation (decision 0076): the form's rules, loaded on first focus (they are not on
 * the page until then), check each field once the shopper leaves it and again as they correct
 * it, and every field when they send; the form is only posted when nothing is wrong, and the
 * server checks again. `serverErrors` are what the last post answered: they show until the
 * shopper edits that field. Without JavaScript only the server's messages show.
 */
export function useInlineChecks(
  form: RefObject<HTMLFormElement | null>,
  serverErrors: Record<string, string> | undefined,
  loadChecker: () => Promise<FormChecker>,
) {
  const checker = useRef<FormChecker | null>(null);
  const touched = useRef(new Set<string>());
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});

  // A new answer from the server replaces what was checked here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer from the server
  useEffect(() => {
    touched.current = new Set();
    setClientErrors({});
  }, [serverErrors]);

  const loading = useRef<Promise<void> | null>(null);
  const load = (): Promise<void> => {
    loading.current ??= loadChecker().then(
      (check) => {
        checker.current = check;
      },
      () => {
        // Not loaded (offline, a new deployment): the server still checks the form.
      },
    );
    return loading.current;
  };

  const recheck = () => {
    const element = form.current;
    if (!element) return;
    if (!checker.current) {
      // The first field left before the rules arrived is checked once they have.
      void load().then(() => checker.current && recheck());
      return;
    }
    const all = checker.current(valuesOf(element));
    setClientErrors(
      Object.fromEntries(
        [...touched.current].flatMap((name) => (all[name] ? [[name, all[name]]] : [])),
      ),
    );
  };

  const nameOf = (event: { target: EventTarget }) =>
    event.target instanceof HTMLInputElement ||
    event.target instanceof HTMLTextAreaElement ||
    event.target instanceof HTMLSelectElement
      ? event.target.name
      : '';

  return {
    /** What to show beside `name`: what the shopper's typing was checked against, else the server's. */
    errorOf(name: string): string | undefined {
      if (touched.current.has(name)) return clientErrors[name];
      return serverErrors?.[name];
    },
    formProps: {
      onFocus: () => {
        void load();
      },
      onBlur: (event: FocusEvent<HTMLFormElement>) => {
        const name = nameOf(event);
        if (name === '') return;
        touched.current.add(name);
        recheck();
      },
      onChange: (event: FormEvent<HTMLFormElement>) => {
        const name = nameOf(event);
        // A topic changed shows other fields: those already checked are checked again.
        if (touched.current.has(name) || name === 'topic' || name === 'reason') {
          touched.current.add(name);
          recheck();
        }
      },
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        const element = form.current;
        if (!element || !checker.current) return;
        const all = checker.current(valuesOf(element));
        if (Object.keys(all).length === 0) return;
        event.preventDefault();
        for (const name of Object.keys(all)) touched.current.add(name);
        setClientErrors(all);
        // After React has marked the fields, the first one in error takes focus.
        requestAnimationFrame(() =>
          element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      },
    },
  };
}

function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}
