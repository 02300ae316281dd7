import { loadViewer } from '../lib/viewer.server.ts';
import type { Route } from './+types/resources.viewer';

/**
 * The per-user parts of shared pages (decision 0020), fetched once after hydration: never
 * shared, never stored by any cache.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await loadViewer(context), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
