import {
  CAMPAIGN_HEADINGS,
  SERVICE_SELECTION_HEADING,
  SERVICE_SELECTION_TITLE,
} from '@grocer/domain/messages/slot-page-messages';
import {
  campaignOfVariant,
  slotPageVariantOf,
} from '@grocer/domain/slot-booking/slot-booking-paths';
import { data } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { SLOT_PAGE_HEADERS } from '../features/slots/api/slots.server.ts';
import { ServiceChoices } from '../features/slots/components/service-choices.tsx';
import { fulfilmentChoices } from '../features/slots/lib/service-choices.ts';
import type { Route } from './+types/service-selection';

/**
 * Service selection (spec doc 1 §2: service-selection/{campaign optional}, christmas and easter
 * variants; title Choose Your Shopping Method): delivery or click and collect. Open to anyone;
 * the grids behind it ask for sign-in.
 */
export function meta() {
  return [{ title: SERVICE_SELECTION_TITLE }];
}

export function headers() {
  return SLOT_PAGE_HEADERS;
}

export function loader({ params }: Route.LoaderArgs) {
  const variant = slotPageVariantOf(params.campaign);
  const campaign = campaignOfVariant(variant ?? undefined);
  if (variant === null || (variant !== undefined && campaign === null)) {
    throw data({ reason: 'not-found' }, { status: 404 });
  }
  return { campaign };
}

export default function ServiceSelection({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  return (
    <PageContainer>
      <ServiceChoices
        heading={campaign ? CAMPAIGN_HEADINGS[campaign] : SERVICE_SELECTION_HEADING}
        choices={fulfilmentChoices(campaign)}
      />
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
