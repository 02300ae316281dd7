import { ADD_TO_LIST } from '@grocer/domain/shopping-lists/add-to-list-text';
import { addToListPath } from '@grocer/domain/shopping-lists/shopping-list-paths';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { SpriteIcon } from '../../../components/ui/icon-sprite.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useHerePath } from '../../../hooks/use-here-path.ts';
import { useViewer } from '../../../lib/viewer-context.tsx';
import styles from './add-to-list.module.css';

const loadMenu = () => import('./add-to-list-menu.tsx');
const AddToListMenu = lazy(() => loadMenu().then((module) => ({ default: module.AddToListMenu })));

export interface AddToListProps {
  lineNumber: string;
  /** The product's display name, for the control's accessible name and what it announces. */
  name: string;
  /** An icon of the heart's size beside a card's Add button; a labelled button on a product page. */
  size?: 'small' | 'medium';
}

/**
 * "Add to list" (spec doc 3 §2; decision 0081). Until it is pressed it is a plain link to the
 * Lists page's add form, so a grid of 48 loads no React Aria and no list (decision 0062), and it
 * works without JavaScript (signed out, the page's guard sends the shopper to log in and back).
 * Pressed by a signed-in shopper with JavaScript, it loads the React Aria menu in its place, which
 * asks for the shopper's lists then: nothing of theirs is in the shared page. Its size never
 * changes.
 */
export function AddToList({ lineNumber, name, size = 'small' }: AddToListProps) {
  const viewer = useViewer();
  const here = useHerePath();
  const [pressed, setPressed] = useState(false);
  const className = size === 'small' ? `${styles.trigger} ${styles.small}` : styles.trigger;
  const content = (
    <>
      <SpriteIcon name="list-plus" size={size === 'small' ? 18 : 20} className={styles.icon} />
      {size === 'small' ? (
        <VisuallyHidden>{`${ADD_TO_LIST}, ${name}`}</VisuallyHidden>
      ) : (
        <>
          <span>{ADD_TO_LIST}</span>
          <VisuallyHidden>{`, ${name}`}</VisuallyHidden>
        </>
      )}
    </>
  );
  const link = (
    <a
      href={`${addToListPath(lineNumber)}&back=${encodeURIComponent(here)}`}
      className={className}
      onPointerEnter={() => void loadMenu()}
      onClick={
        viewer?.signedIn
          ? (event: MouseEvent) => {
              event.preventDefault();
              setPressed(true);
            }
          : undefined
      }
    >
      {content}
    </a>
  );
  return (
    <span className={styles.slot}>
      {pressed ? (
        <Suspense fallback={link}>
          <AddToListMenu lineNumber={lineNumber} name={name} className={className}>
            {content}
          </AddToListMenu>
        </Suspense>
      ) : (
        link
      )}
    </span>
  );
}
