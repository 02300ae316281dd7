import { redirect } from 'react-router';

export function loader() {
  // Redirect targets are router paths: the /ecom basename is added by the router.
  return redirect('/', 301);
}
