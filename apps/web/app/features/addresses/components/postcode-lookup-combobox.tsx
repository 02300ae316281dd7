import { ADDRESS_LOOKUP_UNAVAILABLE as LOOKUP_UNAVAILABLE } from '@grocer/domain/address/address-refusals';
import {
  addressesInGroup,
  FIND_ADDRESS_HINT,
  FIND_ADDRESS_LABEL,
  LOOKUP_FILLED,
  LOOKUP_NO_MATCH,
} from '@grocer/domain/messages/address-book-messages';
import type {
  AddressSuggestion,
  SuggestedAddress,
} from '@grocer/server/contexts/addresses/addresses.contract';
import { ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useContext, useEffect, useRef, useState } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Header,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Text,
} from 'react-aria-components';
import { Icon } from '../../../components/ui/icon.tsx';
import { type fetchAddressSuggestions, fetchSuggestedAddress } from '../api/address-lookup.ts';
import { useAddressSuggestions } from '../hooks/use-address-suggestions.ts';
import { LOOKUP_TEXT_MAX } from '../lib/lookup-query.ts';
import styles from './postcode-lookup.module.css';

export interface PostcodeLookupComboBoxProps {
  /** The picked address's fields and its suggestion id (sent with a new address). */
  onPick: (address: SuggestedAddress, suggestionId: string) => void;
  /** For tests: where suggestions and addresses come from. */
  suggestionsFetcher?: typeof fetchAddressSuggestions;
  addressFetcher?: typeof fetchSuggestedAddress;
}

type PickState = 'filled' | 'unavailable' | null;

/**
 * The postcode lookup with JavaScript (spec doc 2 §3): a React Aria combobox. Typing a postcode
 * lists suggestions; a RESULT_SET (a street, a block of flats) opens into its addresses in the
 * same list; picking an address fills the form's fields, which stay editable. The manual form is
 * always there (doc 3 §6 'manual address form only' is on), so a failed lookup only says so.
 */
export function PostcodeLookupComboBox({
  onPick,
  suggestionsFetcher,
  addressFetcher = fetchSuggestedAddress,
}: PostcodeLookupComboBoxProps) {
  const [input, setInput] = useState('');
  const [searchText, setSearchText] = useState('');
  const [group, setGroup] = useState<AddressSuggestion | null>(null);
  const [picked, setPicked] = useState<PickState>(null);
  // Counts address picks: the list closes after each, though the box's text changed.
  const [picks, setPicks] = useState(0);
  // React Aria writes a picked option's text into the box; that is not the shopper typing.
  const echo = useRef<string | null>(null);
  const suggestions = useAddressSuggestions(searchText, group?.id ?? null, suggestionsFetcher);
  const items = suggestions.status === 'ready' ? suggestions.suggestions : [];

  const onInputChange = (value: string) => {
    setInput(value);
    if (echo.current !== null && (value === echo.current || value === '')) return;
    echo.current = null;
    setSearchText(value);
    setGroup(null);
    setPicked(null);
  };

  const onChange = (key: Key | null) => {
    const suggestion = items.find((item) => item.id === key);
    if (!suggestion) return;
    echo.current = suggestion.label;
    if (suggestion.type === 'RESULT_SET') {
      setGroup(suggestion);
      setInput(searchText);
      echo.current = searchText;
      return;
    }
    setInput(suggestion.label);
    setPicks((count) => count + 1);
    addressFetcher(suggestion.id).then(
      (answer) => {
        if (answer.outcome === 'ok' && answer.address) {
          onPick(answer.address, suggestion.id);
          setPicked('filled');
        } else {
          setPicked('unavailable');
        }
      },
      () => setPicked('unavailable'),
    );
  };

  const message =
    picked === 'filled'
      ? LOOKUP_FILLED
      : picked === 'unavailable' || suggestions.status === 'unavailable'
        ? LOOKUP_UNAVAILABLE
        : suggestions.status === 'ready' && items.length === 0
          ? LOOKUP_NO_MATCH
          : '';

  return (
    <div className={styles.lookup}>
      <ComboBox
        className={styles.combo}
        allowsCustomValue
        menuTrigger="input"
        inputValue={input}
        onInputChange={onInputChange}
        value={null}
        onChange={onChange}
        items={items}
        // The lookup already matched them: show every suggestion as it came.
        defaultFilter={() => true}
        allowsEmptyCollection={items.length > 0}
      >
        <Label className={styles.label}>{FIND_ADDRESS_LABEL}</Label>
        <Text slot="description" className={styles.hint}>
          {FIND_ADDRESS_HINT}
        </Text>
        <LookupInput itemCount={items.length} reopenFor={group?.id ?? null} picks={picks} />
        <Popover className={styles.popover} placement="bottom start" offset={4}>
          <ListBox className={styles.list}>
            {group ? (
              <ListBoxSection>
                <Header className={styles.sectionHeader}>{addressesInGroup(group.label)}</Header>
                {items.map((item) => (
                  <SuggestionOption key={item.id} suggestion={item} />
                ))}
              </ListBoxSection>
            ) : (
              items.map((item) => <SuggestionOption key={item.id} suggestion={item} />)
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <p role="status" className={styles.status}>
        {message}
      </p>
    </div>
  );
}

function SuggestionOption({ suggestion }: { suggestion: AddressSuggestion }) {
  return (
    <ListBoxItem id={suggestion.id} textValue={suggestion.label} className={styles.option}>
      {/* Plain text, not label and description slots: the option's name is all it shows. */}
      <span className={styles.optionText}>
        <span>{suggestion.label}</span>
        {suggestion.description && (
          <span className={styles.optionDescription}>{suggestion.description}</span>
        )}
      </span>
      {suggestion.type === 'RESULT_SET' && <Icon icon={ChevronRight} size={18} />}
    </ListBoxItem>
  );
}

/**
 * The input, with what React Aria leaves to us: Enter never submits the address form from here,
 * the list opens again when a group's addresses (or the first suggestions) arrive, and closes
 * once an address is picked.
 */
function LookupInput({
  itemCount,
  reopenFor,
  picks,
}: {
  itemCount: number;
  reopenFor: string | null;
  picks: number;
}) {
  const state = useContext(ComboBoxStateContext);
  const ref = useRef<HTMLInputElement>(null);

  // React Aria opens the list when the box's text changes under focus, as a pick's label does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each pick
  useEffect(() => {
    if (picks > 0) state?.close();
  }, [picks]);
  const hadItems = useRef(false);
  const openedFor = useRef<string | null>(null);

  useEffect(() => {
    const arrived = itemCount > 0 && (!hadItems.current || openedFor.current !== reopenFor);
    if (arrived && state?.isFocused && !state.isOpen) {
      // React Aria hides a list whose box is cut off by a scrolling container (the dialog).
      ref.current?.scrollIntoView?.({ block: 'center' });
      state.open(null, 'manual');
    }
    if (itemCount > 0) openedFor.current = reopenFor;
    hadItems.current = itemCount > 0;
  }, [itemCount, reopenFor, state]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !state?.isOpen) {
      event.preventDefault();
      if (itemCount > 0) state?.open(null, 'manual');
    }
  };

  return (
    <div className={styles.inputRow}>
      <Input
        ref={ref}
        className={styles.input}
        maxLength={LOOKUP_TEXT_MAX}
        autoComplete="off"
        enterKeyHint="search"
        onKeyDown={onKeyDown}
        onFocus={() => ref.current?.scrollIntoView?.({ block: 'center' })}
      />
    </div>
  );
}
