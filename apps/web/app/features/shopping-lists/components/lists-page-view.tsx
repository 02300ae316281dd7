import {
  ADD_TO_LIST_HEADING,
  ADD_TO_THIS_LIST,
  addedToList,
  alreadyOnList,
  BACK_TO_PRODUCT,
  CANCEL,
  CHOOSE_LIST,
  CREATE_LIST,
  createdText,
  DELETE_LIST,
  DELETE_LIST_TITLE,
  deleteListQuestion,
  itemCountText,
  LIST_CREATED,
  LIST_DELETED,
  LIST_NAME_HINT,
  LIST_NAME_LABEL,
  LIST_RENAMED,
  LISTS_HEADING,
  NEW_LIST,
  NO_LISTS,
  NO_LISTS_HINT,
  OR_NEW_LIST,
  onListMark,
  RENAME_LIST,
  RENAME_LIST_TITLE,
  SAVE_NAME,
  STAFF_EDITING_NOTE,
  VIEW_LIST,
} from '@grocer/domain/shopping-lists/shopping-list-messages';
import { LISTS_PATH } from '@grocer/domain/shopping-lists/shopping-list-paths';
import { SHOPPING_LIST_NAME_MAX_LENGTH } from '@grocer/domain/shopping-lists/shopping-list-rules';
import { ListChecks, Pencil, Trash2 } from 'lucide-react';
import { type MouseEvent, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { Form, Link, useNavigation } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { FormAlert, FormField } from '../../../components/ui/form-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { toRoutePath } from '../../../lib/app-path.ts';
import type { ListActionRefusal, ListCard, ListsPageData } from '../api/shopping-lists.server.ts';
import styles from './shopping-lists.module.css';

export interface ListsPageViewProps extends ListsPageData {
  /** The last refused post. */
  refusal: ListActionRefusal | null;
}

function noticeText(notice: NonNullable<ListsPageData['notice']>, product: string | null) {
  switch (notice.kind) {
    case 'created':
      return LIST_CREATED(notice.name);
    case 'renamed':
      return LIST_RENAMED(notice.name);
    case 'deleted':
      return LIST_DELETED(notice.name);
    case 'added':
      return addedToList(product ?? 'The product', notice.name);
    case 'already':
      return alreadyOnList(product ?? 'The product', notice.name);
  }
}

function Thumbnails({ card }: { card: ListCard }) {
  return (
    <ul className={styles.thumbnails} aria-label={`First items of ${card.name}`}>
      {card.thumbnails.map((product) => (
        <li key={product.lineNumber} className={styles.thumbnail}>
          <FoodImage name={product.image || 'shopping-cart'} size={48} alt={product.name} />
        </li>
      ))}
      {card.thumbnails.length === 0 && (
        <li className={styles.thumbnailEmpty}>
          <Icon icon={ListChecks} size={28} />
          <VisuallyHidden>No items yet</VisuallyHidden>
        </li>
      )}
    </ul>
  );
}

function RenameForm({
  card,
  error,
  onCancel,
}: {
  card: ListCard;
  error: string | undefined;
  onCancel?: () => void;
}) {
  return (
    <Form method="post" className={styles.form} preventScrollReset>
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="listId" value={card.id} />
      <FormField
        label={LIST_NAME_LABEL}
        name="name"
        defaultValue={card.name}
        maxLength={SHOPPING_LIST_NAME_MAX_LENGTH}
        hint={LIST_NAME_HINT}
        error={error}
        autoComplete="off"
        required
      />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass()}>
          {SAVE_NAME}
        </button>
        <CancelControl onCancel={onCancel} />
      </div>
    </Form>
  );
}

function DeleteForm({ card, onCancel }: { card: ListCard; onCancel?: () => void }) {
  return (
    <Form method="post" className={styles.form} preventScrollReset>
      <p>{deleteListQuestion(card.name)}</p>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="listId" value={card.id} />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass()}>
          {DELETE_LIST_TITLE}
        </button>
        <CancelControl onCancel={onCancel} />
      </div>
    </Form>
  );
}

function CancelControl({ onCancel }: { onCancel?: (() => void) | undefined }) {
  return onCancel ? (
    <Button className={buttonClass({ variant: 'ghost' })} onPress={onCancel}>
      {CANCEL}
    </Button>
  ) : (
    <Link to={toRoutePath(LISTS_PATH)} className={buttonClass({ variant: 'ghost' })}>
      {CANCEL}
    </Link>
  );
}

/**
 * The Lists page (spec doc 3 §2 "lists", §9 thumbnails of up to 4; decision 0081): the shopper's
 * lists, each with its first items' pictures, a new list's form, and Rename and Delete, which
 * open React Aria dialogs with JavaScript and the same forms on the page without it. Reached
 * from a product's Add to list without JavaScript (`?add=`), it starts with that product's form.
 */
export function ListsPageView({
  lists,
  adding,
  renaming,
  deleting,
  notice,
  staffSignOn,
  refusal,
}: ListsPageViewProps) {
  const [dialog, setDialog] = useState<{ kind: 'rename' | 'delete'; card: ListCard } | null>(null);
  const navigation = useNavigation();
  // A post that went through closes its dialog; a refused one keeps it open with the message.
  useEffect(() => {
    if (navigation.state === 'idle' && !refusal) setDialog(null);
  }, [navigation.state, refusal]);
  const open = (kind: 'rename' | 'delete', card: ListCard) => (event: MouseEvent) => {
    event.preventDefault();
    setDialog({ kind, card });
  };
  const errorFor = (intent: string, listId?: number) =>
    refusal && refusal.intent === intent && (listId === undefined || refusal.listId === listId)
      ? refusal.message
      : undefined;

  return (
    <>
      {staffSignOn && <p className={styles.staffNote}>{STAFF_EDITING_NOTE}</p>}
      <div role="status" className={styles.status}>
        {notice && (
          <p className={styles.notice}>
            {noticeText(notice, adding?.product.name ?? null)}
            {notice.href && notice.kind !== 'deleted' && (
              <>
                {' '}
                <AppLink href={notice.href}>{VIEW_LIST}</AppLink>
              </>
            )}
          </p>
        )}
      </div>
      {refusal && !dialog && !['rename', 'create', 'add-item'].includes(refusal.intent) && (
        <FormAlert>{refusal.message}</FormAlert>
      )}

      {adding && (
        <section className={styles.panel} aria-labelledby="add-to-list-heading">
          <h2 id="add-to-list-heading">{ADD_TO_LIST_HEADING(adding.product.name)}</h2>
          <Form method="post" className={styles.form}>
            <input type="hidden" name="intent" value="add-item" />
            <input type="hidden" name="lineNumber" value={adding.product.lineNumber} />
            <input type="hidden" name="back" value={adding.back} />
            <fieldset className={styles.choices}>
              <legend>{CHOOSE_LIST}</legend>
              {lists.map((card, index) => (
                <label key={card.id} className={styles.choice}>
                  <input type="radio" name="listId" value={card.id} defaultChecked={index === 0} />
                  <span>{card.name}</span>
                  {adding.holding.includes(card.id) && (
                    <span className={styles.onList}>{onListMark}</span>
                  )}
                </label>
              ))}
              <label className={styles.choice}>
                <input type="radio" name="listId" value="new" defaultChecked={lists.length === 0} />
                <span>{OR_NEW_LIST}</span>
              </label>
            </fieldset>
            <FormField
              label={`${NEW_LIST}: ${LIST_NAME_LABEL.toLowerCase()}`}
              name="name"
              maxLength={SHOPPING_LIST_NAME_MAX_LENGTH}
              hint={LIST_NAME_HINT}
              error={errorFor('add-item')}
              autoComplete="off"
            />
            <div className={styles.actions}>
              <button type="submit" className={buttonClass()}>
                {ADD_TO_THIS_LIST}
              </button>
              <AppLink href={adding.back} className={buttonClass({ variant: 'ghost' })}>
                {BACK_TO_PRODUCT}
              </AppLink>
            </div>
          </Form>
        </section>
      )}

      <section className={styles.panel} aria-labelledby="new-list-heading">
        <h2 id="new-list-heading">{NEW_LIST}</h2>
        <Form method="post" className={styles.inlineForm}>
          <input type="hidden" name="intent" value="create" />
          <FormField
            label={LIST_NAME_LABEL}
            name="name"
            maxLength={SHOPPING_LIST_NAME_MAX_LENGTH}
            hint={LIST_NAME_HINT}
            error={errorFor('create')}
            autoComplete="off"
            required
          />
          <button type="submit" className={buttonClass()}>
            {CREATE_LIST}
          </button>
        </Form>
      </section>

      <section aria-labelledby="your-lists-heading">
        <h2 id="your-lists-heading">{LISTS_HEADING}</h2>
        {lists.length === 0 ? (
          <div className={styles.empty}>
            <Icon icon={ListChecks} size={32} />
            <p className={styles.emptyTitle}>{NO_LISTS}</p>
            <p>{NO_LISTS_HINT}</p>
          </div>
        ) : (
          <ul className={styles.lists}>
            {lists.map((card) => (
              <li key={card.id} className={styles.listCard}>
                <Thumbnails card={card} />
                <div className={styles.listText}>
                  <h3 className={styles.listName}>
                    <AppLink href={card.href}>{card.name}</AppLink>
                  </h3>
                  <p className={styles.meta}>
                    {itemCountText(card.numItems)} · {createdText(card.created)}
                  </p>
                </div>
                <div className={styles.cardActions}>
                  <Link
                    to={`${toRoutePath(LISTS_PATH)}?rename=${card.id}`}
                    className={buttonClass({ variant: 'secondary', size: 'small' })}
                    onClick={open('rename', card)}
                  >
                    <Icon icon={Pencil} size={16} />
                    {RENAME_LIST}
                    <VisuallyHidden> {card.name}</VisuallyHidden>
                  </Link>
                  <Link
                    to={`${toRoutePath(LISTS_PATH)}?delete=${card.id}`}
                    className={buttonClass({ variant: 'ghost', size: 'small' })}
                    onClick={open('delete', card)}
                  >
                    <Icon icon={Trash2} size={16} />
                    {DELETE_LIST}
                    <VisuallyHidden> {card.name}</VisuallyHidden>
                  </Link>
                </div>
                {!dialog && renaming?.id === card.id && (
                  <RenameForm card={card} error={errorFor('rename', card.id)} />
                )}
                {!dialog && deleting?.id === card.id && <DeleteForm card={card} />}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ModalDialog
        isOpen={dialog?.kind === 'rename'}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDialog(null);
        }}
        title={RENAME_LIST_TITLE}
      >
        {(close) =>
          dialog ? (
            <RenameForm
              card={dialog.card}
              error={errorFor('rename', dialog.card.id)}
              onCancel={close}
            />
          ) : null
        }
      </ModalDialog>
      <ModalDialog
        isOpen={dialog?.kind === 'delete'}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDialog(null);
        }}
        title={DELETE_LIST_TITLE}
        role="alertdialog"
      >
        {(close) => (dialog ? <DeleteForm card={dialog.card} onCancel={close} /> : null)}
      </ModalDialog>
    </>
  );
}
