import { useMatches, useRouteLoaderData } from 'react-router';
import { ComingSoonMessage } from '../features/shell/components/error-message.tsx';
import { comingSoonTitle } from '../lib/coming-soon-titles.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/coming-soon';

/** A page not built yet: its fixed title, inside the frame, with HTTP 200 (not a 404). */
export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { site?: { loyaltySchemeName: string } } | undefined;
  return [{ title: comingSoonTitle(matches.at(-1)?.id, root?.site?.loyaltySchemeName ?? '') }];
}

export default function ComingSoon() {
  const matches = useMatches();
  const shell = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <ComingSoonMessage
      title={comingSoonTitle(matches.at(-1)?.id, shell?.site.loyaltySchemeName ?? '')}
    />
  );
}
