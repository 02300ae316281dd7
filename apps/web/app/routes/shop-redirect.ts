import { redirect } from 'react-router';

export function loader() {
  return redirect('/ecom', 301);
}
