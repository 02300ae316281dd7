import { CHUNK_ERROR_BUTTON, chunkErrorNotice } from '@grocer/domain/shell/chunk-loading';
import { useSyncExternalStore } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import type { ChunkLoadError } from '../../../lib/chunk-loader.ts';
import styles from './error-message.module.css';

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser is online, following it as the connection comes and goes. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * What the shopper sees when part of the page's code or styles did not load after its retries
 * (decision 0098, spec doc 2 §8): 'Internet connection lost' while offline, else 'Unable to load
 * page'; the spec's error texts below for whoever they tell it to; and a way to try again, which
 * loads the page afresh (the router keeps a failed route as failed until then).
 */
export function ChunkErrorMessage({ error }: { error: ChunkLoadError }) {
  const notice = chunkErrorNotice(useOnline());
  const detail = error.cause instanceof Error ? error.cause.message.split('\n', 1)[0] : null;
  return (
    <div className={styles.wrap} role="alert">
      <title>{notice.title}</title>
      <FoodImage name="broken-heart" size={72} alt="" />
      <h1>{notice.title}</h1>
      <p>{notice.text}</p>
      <p>
        <small>
          {error.message}
          {detail ? `: ${detail}` : ''}
        </small>
      </p>
      <button
        type="button"
        className={buttonClass()}
        onClick={() => {
          window.location.reload();
        }}
      >
        {CHUNK_ERROR_BUTTON}
      </button>
    </div>
  );
}
