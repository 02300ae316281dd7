import { headerHistory } from '@grocer/domain/search/search-history';
import { cleanSearchTerm, SEARCH_TERM_MAX_LENGTH } from '@grocer/domain/search/search-term';
import { Search, X } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Header,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Text,
} from 'react-aria-components';
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { toRoutePath } from '../../../lib/app-path.ts';
import { type fetchTermSuggestions, useTermSuggestions } from '../api/term-suggestions.ts';
import { useSearchHistory } from '../hooks/use-search-history.ts';
import { searchHistoryStore } from '../lib/search-history-store.ts';
import { SEARCH_ROUTE, searchHref } from '../lib/search-url.ts';
import styles from './search-box.module.css';

const CLEAR_ALL_KEY = 'clear-all';
const HISTORY_PREFIX = 'history:';
const TERM_PREFIX = 'term:';
const CATEGORY_PREFIX = 'category:';

export interface SearchBoxProps {
  placeholder: string;
  /** Called once a search or suggestion has been chosen (the mobile overlay then closes). */
  onDone?: () => void;
  autoFocus?: boolean;
  /** For tests: where suggestions come from. */
  suggestionsFetcher?: typeof fetchTermSuggestions;
  /** Extra controls after the submit button (the mobile overlay's Cancel). */
  children?: ReactNode;
  /** Text typed into the light form before this box was loaded (see `HeaderSearchBox`). */
  initialInput?: string;
}

/**
 * The search box: a React Aria combobox inside a plain GET form to /ecom/shop/search, so
 * searching works before the app hydrates. With JavaScript it shows the recent searches on
 * focus of an empty box, and term and category suggestions while typing.
 */
export function SearchBox({
  placeholder,
  onDone,
  autoFocus,
  suggestionsFetcher,
  children,
  initialInput,
}: SearchBoxProps) {
  const location = useLocation();
  const [params] = useSearchParams();
  const urlTerm = location.pathname.endsWith(SEARCH_ROUTE) ? (params.get('searchTerm') ?? '') : '';
  const [input, setInput] = useState(initialInput ?? urlTerm);
  // Suggestions answer typing: after a search the box holds the term, and its suggestions
  // arriving must not reopen the list over the results. Text typed before the box loaded is
  // typing too.
  const [typedSinceSearch, setTypedSinceSearch] = useState(
    initialInput !== undefined && initialInput !== urlTerm,
  );
  const lastSearched = useRef<string | null>(null);
  // A new search page's term replaces the text; the text handed over at load time stays. However
  // the results came (a link, Back, another box), the box now holds their term: not typing, so
  // an open list closes and the term's suggestions do not open it again over the results.
  const [shownTerm, setShownTerm] = useState(urlTerm);
  if (shownTerm !== urlTerm) {
    setShownTerm(urlTerm);
    setInput(urlTerm);
    setTypedSinceSearch(false);
    lastSearched.current = urlTerm;
  }
  const onInputChange = (value: string) => {
    setInput(value);
    // React Aria echoes a picked option's text back as input; that is not typing.
    if (value !== lastSearched.current) setTypedSinceSearch(true);
  };

  const navigate = useNavigate();
  const history = headerHistory(useSearchHistory());
  const suggestions = useTermSuggestions(input, suggestionsFetcher);
  const showHistory = input.trim() === '';
  const itemCount = showHistory
    ? history.length
    : suggestions.terms.length + suggestions.categories.length;

  const search = (raw: string) => {
    const term = cleanSearchTerm(raw);
    if (term === '') return;
    searchHistoryStore.add(term);
    setInput(term);
    lastSearched.current = term;
    setTypedSinceSearch(false);
    navigate(searchHref(term));
    onDone?.();
  };

  const onSelectionChange = (key: Key | null) => {
    if (typeof key !== 'string') return;
    if (key === CLEAR_ALL_KEY) {
      searchHistoryStore.clear();
    } else if (key.startsWith(HISTORY_PREFIX)) {
      search(key.slice(HISTORY_PREFIX.length));
    } else if (key.startsWith(TERM_PREFIX)) {
      search(key.slice(TERM_PREFIX.length));
    } else if (key.startsWith(CATEGORY_PREFIX)) {
      const category = suggestions.categories.find(
        (entry) => entry.id === key.slice(CATEGORY_PREFIX.length),
      );
      if (category) {
        navigate(toRoutePath(category.url));
        onDone?.();
      }
    }
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(input);
  };

  return (
    <Form
      method="get"
      action={SEARCH_ROUTE}
      role="search"
      className={styles.form}
      onSubmit={onSubmit}
    >
      <ComboBox
        aria-label="Search groceries"
        name="searchTerm"
        className={styles.combo}
        allowsCustomValue
        menuTrigger="focus"
        inputValue={input}
        onInputChange={onInputChange}
        selectedKey={null}
        onSelectionChange={onSelectionChange}
        // Suggestions come filtered from the server and history is shown whole.
        defaultFilter={() => true}
        // Lets the list open as soon as there is something to show, even before React Aria has
        // collected the new options; with nothing to show it stays closed.
        allowsEmptyCollection={itemCount > 0}
      >
        <SearchInput
          placeholder={placeholder}
          autoFocus={autoFocus}
          itemCount={itemCount}
          openWhenItemsArrive={typedSinceSearch}
          showingSuggestions={!showHistory}
        />
        <Popover className={styles.popover} placement="bottom start" offset={6}>
          <ListBox className={styles.list}>
            {showHistory
              ? history.length > 0 && (
                  <ListBoxSection className={styles.section}>
                    <Header className={styles.sectionHeader}>Recent searches</Header>
                    {history.map((term) => (
                      <ListBoxItem
                        key={term}
                        id={`${HISTORY_PREFIX}${term}`}
                        textValue={term}
                        className={styles.option}
                      >
                        <Text slot="label" className={styles.optionLabel}>
                          {term}
                        </Text>
                        <VisuallyHidden>
                          <Text slot="description">Press Delete to remove</Text>
                        </VisuallyHidden>
                        <RemoveHistoryTerm term={term} />
                      </ListBoxItem>
                    ))}
                    <ListBoxItem
                      id={CLEAR_ALL_KEY}
                      className={styles.clearAll}
                      textValue="Clear all"
                    >
                      Clear all
                    </ListBoxItem>
                  </ListBoxSection>
                )
              : [
                  suggestions.terms.length > 0 && (
                    <ListBoxSection key="terms" className={styles.section}>
                      <Header className={styles.sectionHeader}>Suggestions</Header>
                      {suggestions.terms.map(({ term }) => (
                        <ListBoxItem
                          key={term}
                          id={`${TERM_PREFIX}${term}`}
                          textValue={term}
                          className={styles.option}
                        >
                          <Icon icon={Search} size={16} className={styles.optionIcon} />
                          <span className={styles.optionLabel}>{term}</span>
                        </ListBoxItem>
                      ))}
                    </ListBoxSection>
                  ),
                  suggestions.categories.length > 0 && (
                    <ListBoxSection key="categories" className={styles.section}>
                      <Header className={styles.sectionHeader}>Categories</Header>
                      {suggestions.categories.map((category) => (
                        <ListBoxItem
                          key={category.id}
                          id={`${CATEGORY_PREFIX}${category.id}`}
                          textValue={category.name}
                          className={styles.option}
                        >
                          <span className={styles.optionLabel}>{category.name}</span>
                        </ListBoxItem>
                      ))}
                    </ListBoxSection>
                  ),
                ]}
          </ListBox>
        </Popover>
      </ComboBox>
      <button type="submit" className={styles.submit}>
        <Icon icon={Search} />
        <VisuallyHidden>Search</VisuallyHidden>
      </button>
      {children}
    </Form>
  );
}

/**
 * The combobox input, with what React Aria leaves to us: Enter with no option picked submits
 * the form, Delete removes the picked recent search, and the list opens when suggestions
 * arrive after the shopper stopped typing.
 */
function SearchInput({
  placeholder,
  autoFocus,
  itemCount,
  openWhenItemsArrive,
  showingSuggestions,
}: {
  placeholder: string;
  autoFocus?: boolean;
  /** Options about to be shown (React Aria's own count lags a render behind). */
  itemCount: number;
  /** Whether options arriving may open the list (only after the shopper typed). */
  openWhenItemsArrive: boolean;
  /** Whether the list holds suggestions (rather than recent searches). */
  showingSuggestions: boolean;
}) {
  const state = useContext(ComboBoxStateContext);
  const ref = useRef<HTMLInputElement>(null);

  // React Aria opens the list as the input changes; suggestions arrive later, so open it then.
  const hadItems = useRef(false);
  useEffect(() => {
    if (
      openWhenItemsArrive &&
      itemCount > 0 &&
      !hadItems.current &&
      state?.isFocused &&
      !state.isOpen
    ) {
      state.open(null, 'manual');
    }
    // A list emptied by 'Clear all' or the last removal closes rather than hang open empty.
    if (itemCount === 0 && state?.isOpen) state.close();
    hadItems.current = itemCount > 0;
  }, [itemCount, state, openWhenItemsArrive]);

  // React Aria also opens the list when the box's value changes under focus, as it does when a
  // search fills in the chosen term: suggestions the shopper did not type for stay closed.
  useEffect(() => {
    if (!openWhenItemsArrive && showingSuggestions && state?.isOpen) state.close();
  }, [openWhenItemsArrive, showingSuggestions, state, state?.isOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const focusedKey = state?.selectionManager.focusedKey;
    if (event.key === 'Enter' && state?.isOpen && focusedKey == null) {
      // React Aria holds Enter back while the list is open; with nothing picked it is a search.
      ref.current?.form?.requestSubmit();
    }
    if (event.key === 'Delete' && typeof focusedKey === 'string') {
      if (focusedKey.startsWith(HISTORY_PREFIX)) {
        event.preventDefault();
        searchHistoryStore.remove(focusedKey.slice(HISTORY_PREFIX.length));
      }
    }
  };

  return (
    <Input
      ref={ref}
      className={styles.input}
      placeholder={placeholder}
      maxLength={SEARCH_TERM_MAX_LENGTH}
      autoFocus={autoFocus}
      enterKeyHint="search"
      onKeyDown={onKeyDown}
    />
  );
}

/**
 * The mouse and touch way to drop one recent search. Keyboard and screen reader users press
 * Delete on the option (its description says so): a real button inside an option would be an
 * interactive control nested in another, which assistive technology cannot reach.
 */
function RemoveHistoryTerm({ term }: { term: string }) {
  const stop = (event: SyntheticEvent) => {
    event.stopPropagation();
  };
  return (
    <span
      aria-hidden="true"
      title={`Remove ${term}`}
      data-testid="remove-history-term"
      className={styles.remove}
      onPointerDown={stop}
      onPointerUp={stop}
      onMouseDown={(event) => {
        // Keeps focus in the input so the list stays open.
        event.preventDefault();
        event.stopPropagation();
      }}
      onClick={(event) => {
        event.stopPropagation();
        searchHistoryStore.remove(term);
      }}
    >
      <X size={16} aria-hidden="true" focusable="false" />
    </span>
  );
}
