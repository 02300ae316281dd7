import { Outlet } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { useFullLoadOnLeave } from '../features/loyalty/hooks/use-full-load-on-leave.ts';

/**
 * The loyalty pages' frame (decision 0086): leaving them is a full page load (spec doc 3 §2), so
 * the pages outside read membership and member prices afresh.
 */
export default function LoyaltyLayout() {
  useFullLoadOnLeave();
  return (
    <PageContainer>
      <Outlet />
    </PageContainer>
  );
}
