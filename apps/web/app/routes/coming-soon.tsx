import { useMatches } from 'react-router';
import { ComingSoonMessage } from '../features/shell/components/error-message.tsx';
import { comingSoonTitle } from '../lib/coming-soon-titles.ts';
import type { Route } from './+types/coming-soon';

/** A page not built yet: its fixed title, inside the frame, with HTTP 200 (not a 404). */
export function meta({ matches }: Route.MetaArgs) {
  return [{ title: comingSoonTitle(matches.at(-1)?.id) }];
}

export default function ComingSoon() {
  const matches = useMatches();
  return <ComingSoonMessage title={comingSoonTitle(matches.at(-1)?.id)} />;
}
