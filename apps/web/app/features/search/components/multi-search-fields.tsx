import {
  MULTI_SEARCH_CLEAR,
  MULTI_SEARCH_LABEL,
  MULTI_SEARCH_LIMIT_REACHED,
  MULTI_SEARCH_PLACEHOLDER,
  MULTI_SEARCH_SUBMIT,
} from '@grocer/domain/messages/ui-messages';
import {
  canSubmitMultiSearch,
  MULTI_SEARCH_ROWS,
  splitMultiSearch,
} from '@grocer/domain/search/multi-search';
import { type SyntheticEvent, useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { Form } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { MULTI_SEARCH_ROUTE } from '../lib/search-url.ts';
import styles from './multi-search-fields.module.css';

export interface MultiSearchFieldsProps {
  initialText?: string;
  /** Called with the split list when the shopper searches (with JavaScript). */
  onSearch: (items: string[]) => void;
  autoFocus?: boolean;
}

/**
 * The multi-search list: a GET form (field `list`) that the multi-search page turns into its
 * `searchTerm` list, so it works without JavaScript too.
 */
export function MultiSearchFields({
  initialText = '',
  onSearch,
  autoFocus,
}: MultiSearchFieldsProps) {
  const [text, setText] = useState(initialText);
  const { items, limitReached } = splitMultiSearch(text);
  // Before hydration nothing can re-enable them, so the plain form keeps them usable.
  const hydrated = useHydrated();
  const disabled = hydrated && !canSubmitMultiSearch(text);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (items.length > 0) onSearch(items);
  };

  return (
    <Form method="get" action={MULTI_SEARCH_ROUTE} className={styles.form} onSubmit={onSubmit}>
      <TextField value={text} onChange={setText} className={styles.field} autoFocus={autoFocus}>
        <Label className={styles.label}>{MULTI_SEARCH_LABEL}</Label>
        <TextArea
          name="list"
          rows={MULTI_SEARCH_ROWS}
          placeholder={MULTI_SEARCH_PLACEHOLDER}
          className={styles.textarea}
        />
      </TextField>
      <p className={styles.limit} role="status">
        {limitReached ? MULTI_SEARCH_LIMIT_REACHED : ''}
      </p>
      <div className={styles.actions}>
        <Button
          type="reset"
          className={buttonClass({ variant: 'secondary' })}
          isDisabled={disabled}
          onPress={() => setText('')}
        >
          {MULTI_SEARCH_CLEAR}
        </Button>
        <Button type="submit" className={buttonClass({ variant: 'primary' })} isDisabled={disabled}>
          {MULTI_SEARCH_SUBMIT}
        </Button>
      </div>
    </Form>
  );
}
