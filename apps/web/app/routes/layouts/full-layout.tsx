import { Outlet } from 'react-router';

export default function FullLayout() {
  return (
    <main id="main-content" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
