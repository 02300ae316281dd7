import {
  type FavouriteToggleStatus,
  favouriteAnnouncement,
} from '@grocer/domain/favourites/favourite-toggle';

/**
 * The signed-in shopper's favourites in the browser (decision 0080): the hearts of every page
 * read them here. They start as the viewer's set of line numbers (on a shared page, fetched after
 * hydration; the page's HTML never holds them). A press shows at once (optimistic) and is sent;
 * presses while one is on its way are not sent each: when the answer comes the newest state asked
 * for is sent if it differs. A refused or failed call puts the heart back as the server has it,
 * with the 'failed' state. Each state is announced (toggling, toggled, failed).
 */

/** What one heart shows: pressed or not, and the state of its last toggle. */
export interface FavouriteLineView {
  favourite: boolean;
  status: FavouriteToggleStatus | null;
}

export interface FavouriteToggleSnapshot {
  /** The last announcement, numbered so the same words twice are spoken twice. */
  announcement: { message: string; id: number; status: FavouriteToggleStatus } | null;
}

export interface FavouriteTogglePorts {
  /** Makes `lineNumber` a favourite (true) or not (false); raises when it was not done. */
  send(lineNumber: string, favourite: boolean): Promise<void>;
}

export interface FavouriteToggleStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): FavouriteToggleSnapshot;
  line(lineNumber: string): FavouriteLineView;
  /** The heart of `lineNumber` (a product called `name`) pressed. */
  toggle(lineNumber: string, name: string): void;
  /** The server's set, read again (a viewer after a form submission): lines not being sent follow. */
  load(favourites: readonly string[]): void;
}

const FAVOURITE: FavouriteLineView = Object.freeze({ favourite: true, status: null });
const NOT_FAVOURITE: FavouriteLineView = Object.freeze({ favourite: false, status: null });

interface Sending {
  /** What the server holds as far as we know. */
  confirmed: boolean;
  /** The newest state the shopper asked for. */
  wanted: boolean;
  name: string;
}

export function createFavouriteToggleStore(options: {
  favourites: readonly string[];
  ports: FavouriteTogglePorts;
}): FavouriteToggleStore {
  const { ports } = options;
  let confirmed = new Set(options.favourites);
  /** Lines whose view differs from the plain one: pressed, or with a status to show. */
  const views = new Map<string, FavouriteLineView>();
  const sending = new Map<string, Sending>();
  let snapshot: FavouriteToggleSnapshot = { announcement: null };
  let announced = 0;
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const show = (lineNumber: string, favourite: boolean, status: FavouriteToggleStatus | null) => {
    views.set(lineNumber, { favourite, status });
  };
  const announce = (status: FavouriteToggleStatus, name: string, favourite: boolean) => {
    announced += 1;
    snapshot = {
      announcement: {
        message: favouriteAnnouncement(status, name, favourite),
        id: announced,
        status,
      },
    };
  };

  async function send(lineNumber: string, state: Sending): Promise<void> {
    while (state.wanted !== state.confirmed) {
      const wanted = state.wanted;
      try {
        await ports.send(lineNumber, wanted);
      } catch {
        // Back to what the server has, with the failure shown and spoken.
        sending.delete(lineNumber);
        if (state.confirmed) confirmed.add(lineNumber);
        else confirmed.delete(lineNumber);
        show(lineNumber, state.confirmed, 'failed');
        announce('failed', state.name, wanted);
        emit();
        return;
      }
      state.confirmed = wanted;
    }
    sending.delete(lineNumber);
    if (state.confirmed) confirmed.add(lineNumber);
    else confirmed.delete(lineNumber);
    show(lineNumber, state.confirmed, 'toggled');
    announce('toggled', state.name, state.confirmed);
    emit();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    line(lineNumber) {
      return views.get(lineNumber) ?? (confirmed.has(lineNumber) ? FAVOURITE : NOT_FAVOURITE);
    },
    toggle(lineNumber, name) {
      const wanted = !this.line(lineNumber).favourite;
      show(lineNumber, wanted, 'toggling');
      announce('toggling', name, wanted);
      const state = sending.get(lineNumber);
      if (state) {
        state.wanted = wanted;
        state.name = name;
        emit();
        return;
      }
      const started: Sending = { confirmed: confirmed.has(lineNumber), wanted, name };
      sending.set(lineNumber, started);
      emit();
      void send(lineNumber, started);
    },
    load(favourites) {
      confirmed = new Set(favourites);
      for (const lineNumber of [...views.keys()]) {
        const state = sending.get(lineNumber);
        if (state) state.confirmed = confirmed.has(lineNumber);
        else views.delete(lineNumber);
      }
      emit();
    },
  };
}
