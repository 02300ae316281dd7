import type { SlotFailure } from '@grocer/server/contexts/slots/slots.contract';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { addAddressHref, SLOT_LINKS } from '../lib/slot-links.ts';
import type { SlotGridPageData } from '../lib/slot-page-data.ts';
import { SlotGridPage } from './slot-grid-page.tsx';

/**
 * A grid route's page (bookslot/delivery, the collection grids): the grid for `page` (router
 * path and query, as `pageOf` gives it), with the refusal a form posted without JavaScript met.
 */
export function SlotGridRoutePage({
  grid,
  page,
  refusal,
}: {
  grid: SlotGridPageData;
  page: string;
  refusal: SlotFailure | null;
}) {
  return (
    <PageContainer>
      <SlotGridPage
        data={grid}
        path={page.split('?')[0] ?? page}
        refusal={refusal}
        addAddressHref={addAddressHref(page)}
        cancelAction={SLOT_LINKS.cancel}
        trolleyHref={SLOT_LINKS.trolley}
      />
    </PageContainer>
  );
}
