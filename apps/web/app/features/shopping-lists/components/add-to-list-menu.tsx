import {
  addedToList,
  alreadyOnList,
  CANCEL,
  CREATE_LIST,
  LIST_NAME_HINT,
  LIST_NAME_LABEL,
  LISTS_HEADING,
  LISTS_NOT_LOADED,
  LOADING_LISTS,
  NEW_LIST,
  NOT_ADDED_TO_LIST,
  onListMark,
} from '@grocer/domain/shopping-lists/shopping-list-messages';
import {
  listNameProblem,
  SHOPPING_LIST_NAME_MAX_LENGTH,
} from '@grocer/domain/shopping-lists/shopping-list-rules';
import { Check, Plus } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Snackbar } from '../../../components/ui/snackbar.tsx';
import {
  addToList,
  createList,
  fetchListChoices,
  type ListChoice,
} from '../api/shopping-lists-client.ts';
import styles from './add-to-list.module.css';

export interface AddToListMenuProps {
  lineNumber: string;
  name: string;
  className: string | undefined;
  /** The trigger's content: the same as the link it replaces. */
  children: ReactNode;
}

type Lists = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; lists: ListChoice[] };

const NEW_LIST_KEY = 'new-list';

/**
 * The Add to list menu itself (React Aria), loaded by `AddToList` on its first press: the
 * shopper's lists (asked for each time it opens, so a list made in another tab shows), the
 * lists holding the product marked, and New list, which opens a dialog to name one. What was done
 * is announced and shown in a snackbar.
 */
export function AddToListMenu({ lineNumber, name, className, children }: AddToListMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const [lists, setLists] = useState<Lists>({ state: 'loading' });
  const [naming, setNaming] = useState(false);
  const [done, setDone] = useState<{ message: string; at: number } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const load = () => {
    setLists({ state: 'loading' });
    fetchListChoices(lineNumber).then(
      (loaded) => setLists({ state: 'loaded', lists: loaded }),
      () => setLists({ state: 'failed' }),
    );
  };

  // The press that loaded this menu opens it: the trigger takes focus first, so closing the
  // menu gives focus back to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the press that loaded it
  useEffect(() => {
    trigger.current?.focus();
    setOpen(true);
    load();
  }, []);

  const say = (message: string) => setDone({ message, at: Date.now() });

  const add = async (list: { id: number; name: string }) => {
    try {
      const outcome = await addToList(list.id, lineNumber);
      if (!outcome.ok) say(outcome.message);
      else say(outcome.value.added ? addedToList(name, list.name) : alreadyOnList(name, list.name));
    } catch {
      say(NOT_ADDED_TO_LIST);
    }
  };

  const onAction = (key: string | number) => {
    if (key === NEW_LIST_KEY) {
      setNaming(true);
      return;
    }
    if (lists.state !== 'loaded') return;
    const list = lists.lists.find((candidate) => `list-${candidate.id}` === key);
    if (list) void add(list);
  };

  return (
    <>
      <MenuTrigger
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (open) load();
        }}
      >
        <Button ref={trigger} className={className}>
          {children}
        </Button>
        <Popover placement="bottom end" className={styles.popover}>
          <Menu className={styles.menu} onAction={onAction} autoFocus="first">
            <MenuSection>
              <Header className={styles.header}>{LISTS_HEADING}</Header>
              {lists.state === 'loaded' ? (
                lists.lists.map((list) => (
                  <MenuItem
                    key={list.id}
                    id={`list-${list.id}`}
                    textValue={list.name}
                    className={styles.item}
                  >
                    <span>{list.name}</span>
                    {list.holdsProduct && (
                      <span className={styles.onList}>
                        <Check size={16} aria-hidden="true" focusable="false" />
                        {onListMark}
                      </span>
                    )}
                  </MenuItem>
                ))
              ) : (
                <MenuItem id="lists-status" isDisabled className={styles.item}>
                  {lists.state === 'loading' ? LOADING_LISTS : LISTS_NOT_LOADED}
                </MenuItem>
              )}
            </MenuSection>
            <Separator className={styles.separator} />
            <MenuItem
              id={NEW_LIST_KEY}
              textValue={NEW_LIST}
              className={`${styles.item} ${styles.newList}`}
            >
              <span>{NEW_LIST}</span>
              <Plus size={18} aria-hidden="true" focusable="false" />
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <ModalDialog isOpen={naming} onOpenChange={setNaming} title={NEW_LIST}>
        {(close) => (
          <NewListForm
            otherNames={lists.state === 'loaded' ? lists.lists.map((list) => list.name) : []}
            onCancel={close}
            onCreate={async (list) => {
              close();
              await add(list);
            }}
          />
        )}
      </ModalDialog>
      <Snackbar message={done?.message ?? null} messageKey={done?.at} />
    </>
  );
}

/** The New list dialog's form: the name is checked as the server checks it before it is sent. */
function NewListForm({
  otherNames,
  onCancel,
  onCreate,
}: {
  otherNames: readonly string[];
  onCancel: () => void;
  onCreate: (list: { id: number; name: string }) => Promise<void>;
}) {
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const problem = listNameProblem(name, otherNames);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const made = await createList(name);
      if (made.ok) await onCreate(made.value);
      else setError(made.message);
    } catch {
      setError(NOT_ADDED_TO_LIST);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField
        label={LIST_NAME_LABEL}
        name="name"
        hint={LIST_NAME_HINT}
        error={error}
        maxLength={SHOPPING_LIST_NAME_MAX_LENGTH}
        autoComplete="off"
        autoFocus
        required
      />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass()} disabled={busy}>
          {CREATE_LIST}
        </button>
        <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={onCancel}>
          {CANCEL}
        </button>
      </div>
    </form>
  );
}
