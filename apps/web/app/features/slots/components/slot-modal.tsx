import type {
  SlotModal,
  SlotModalAction,
  SlotModalButton,
} from '@grocer/domain/slot-booking/slot-modals';
import { Button as AriaButton } from 'react-aria-components';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import styles from './slot-modal.module.css';

/** Where a button that leads somewhere goes; the others are answered by `onAction`. */
export type SlotModalHrefs = Partial<Record<SlotModalAction, string>>;

export interface SlotModalDialogProps {
  modal: SlotModal;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  hrefs: SlotModalHrefs;
  /** A button with no href: refresh, continue at the price, close… (after the modal closes). */
  onAction: (action: SlotModalAction) => void;
}

const styleOf = (index: number) =>
  buttonClass({ variant: index === 0 ? 'primary' : 'secondary', block: true });

/**
 * One slot modal of spec doc 1 §8 (React Aria alert dialog): the refusal's title, its words and
 * its buttons. 'Unavailable items in trolley' cannot be closed without an answer.
 */
export function SlotModalDialog({
  modal,
  isOpen,
  onOpenChange,
  hrefs,
  onAction,
}: SlotModalDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={modal.title}
      role="alertdialog"
      isDismissable={modal.dismissable}
    >
      {(close) => (
        <>
          <p className={styles.text}>{modal.text}</p>
          <div className={styles.actions}>
            {modal.buttons.map((button, index) => (
              <ModalButton
                key={button.action}
                button={button}
                className={styleOf(index)}
                href={hrefs[button.action]}
                onPress={() => {
                  close();
                  onAction(button.action);
                }}
              />
            ))}
          </div>
        </>
      )}
    </ModalDialog>
  );
}

function ModalButton({
  button,
  className,
  href,
  onPress,
}: {
  button: SlotModalButton;
  className: string;
  href: string | undefined;
  onPress: () => void;
}) {
  if (href) {
    return (
      <Link to={href} className={className}>
        {button.label}
      </Link>
    );
  }
  return (
    <AriaButton className={className} onPress={onPress}>
      {button.label}
    </AriaButton>
  );
}

/**
 * The same refusal in the page, for the page as the server renders it (before hydration, and
 * without JavaScript): its title, words and the buttons that lead somewhere, as links.
 */
export function SlotRefusalNotice({ modal, hrefs }: { modal: SlotModal; hrefs: SlotModalHrefs }) {
  const links = modal.buttons.filter((button) => hrefs[button.action]);
  return (
    <section className={styles.notice} role="alert" aria-labelledby="slot-refusal-title">
      <h2 id="slot-refusal-title" className={styles.noticeTitle}>
        {modal.title}
      </h2>
      <p className={styles.text}>{modal.text}</p>
      {links.length > 0 && (
        <div className={styles.noticeActions}>
          {links.map((button, index) => (
            <Link
              key={button.action}
              to={hrefs[button.action] ?? ''}
              className={buttonClass({ variant: index === 0 ? 'primary' : 'secondary' })}
            >
              {button.label}
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
