import { redirect } from 'react-router';

/**
 * /ecom/admin itself: on to the console's home, the money checks (decision 0058). The console session cookie is scoped to
 * /ecom/admin/, which this address's `.data` request (/ecom/admin.data) is not under, so this
 * route needs no session and every page that does lives below it.
 */
export function loader() {
  throw redirect('/admin/home');
}
