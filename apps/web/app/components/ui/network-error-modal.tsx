import {
  NETWORK_ERROR_BUTTON,
  NETWORK_ERROR_TEXT,
  NETWORK_ERROR_TITLE,
} from '@grocer/domain/messages/ui-messages';
import { ReloadModal } from './reload-modal.tsx';

/** Spec doc 1 §8: a failed client call shows a modal that cannot be closed and reloads the page. */
export function NetworkErrorModal({ onReload }: { onReload?: () => void }) {
  return (
    <ReloadModal
      title={NETWORK_ERROR_TITLE}
      text={NETWORK_ERROR_TEXT}
      buttonLabel={NETWORK_ERROR_BUTTON}
      {...(onReload ? { onReload } : {})}
    />
  );
}
