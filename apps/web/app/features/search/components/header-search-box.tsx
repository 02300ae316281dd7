import { cleanSearchTerm, SEARCH_TERM_MAX_LENGTH } from '@grocer/domain/search/search-term';
import { Search } from 'lucide-react';
import { type ComponentType, type SyntheticEvent, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { searchHistoryStore } from '../lib/search-history-store.ts';
import { SEARCH_ROUTE, searchHref } from '../lib/search-url.ts';
import styles from './search-box.module.css';
import type { SearchBoxProps } from './search-box.tsx';

const loadSearchBox = () => import('./search-box.tsx');

/** Where the shopper was in the light input when the full box took its place. */
interface Handover {
  focused: boolean;
  start: number | null;
  end: number | null;
}

/**
 * The header search box. The page renders and hydrates a light GET form with the same name,
 * field and button as the full box; focusing, pressing or hovering its input loads the React
 * Aria combobox (`SearchBox`), which then takes its place with the typed text, focus and caret,
 * and opens the recent searches or suggestions as it would have.
 */
export function HeaderSearchBox({ placeholder }: Pick<SearchBoxProps, 'placeholder'>) {
  const [FullBox, setFullBox] = useState<ComponentType<SearchBoxProps> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const handover = useRef<Handover | null>(null);
  const loading = useRef(false);
  // A press under way on the light input: the full box then takes the focus the press would give.
  const pressing = useRef(false);

  const location = useLocation();
  const [params] = useSearchParams();
  const urlTerm = location.pathname.endsWith(SEARCH_ROUTE) ? (params.get('searchTerm') ?? '') : '';
  const [text, setText] = useState(urlTerm);
  const [shownTerm, setShownTerm] = useState(urlTerm);
  if (shownTerm !== urlTerm) {
    setShownTerm(urlTerm);
    setText(urlTerm);
  }
  const navigate = useNavigate();

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadSearchBox().then((module) => {
      const input = inputRef.current;
      handover.current = {
        focused: input !== null && (document.activeElement === input || pressing.current),
        start: input?.selectionStart ?? null,
        end: input?.selectionEnd ?? null,
      };
      // Rendered at once, so no keystroke lands between reading the caret and the swap.
      flushSync(() => setFullBox(() => module.SearchBox));
    });
  };

  // Focus moves to the full box's input; its focus handler opens the list as a click would.
  useLayoutEffect(() => {
    const state = handover.current;
    if (!FullBox || !state?.focused) return;
    const input = wrapperRef.current?.querySelector('input');
    input?.focus();
    if (state.start !== null) input?.setSelectionRange(state.start, state.end ?? state.start);
  }, [FullBox]);

  if (FullBox) {
    return (
      <div ref={wrapperRef} className={styles.swap}>
        <FullBox placeholder={placeholder} initialInput={text} />
      </div>
    );
  }

  // Until the full box loads, a search is made here, as the full box would make it.
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = cleanSearchTerm(text);
    if (term === '') return;
    searchHistoryStore.add(term);
    navigate(searchHref(term));
  };

  return (
    <Form
      method="get"
      action={SEARCH_ROUTE}
      role="search"
      className={styles.form}
      onSubmit={onSubmit}
    >
      <div className={styles.combo}>
        <input
          ref={inputRef}
          type="text"
          name="searchTerm"
          role="combobox"
          aria-label="Search groceries"
          aria-expanded="false"
          aria-autocomplete="list"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_TERM_MAX_LENGTH}
          placeholder={placeholder}
          className={styles.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={load}
          onPointerDown={() => {
            pressing.current = true;
            load();
          }}
          onPointerUp={() => {
            pressing.current = false;
          }}
          onPointerCancel={() => {
            pressing.current = false;
          }}
          onPointerEnter={load}
        />
      </div>
      <button type="submit" className={styles.submit}>
        <Icon icon={Search} />
        <VisuallyHidden>Search</VisuallyHidden>
      </button>
    </Form>
  );
}
