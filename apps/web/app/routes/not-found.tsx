import { data } from 'react-router';

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Page not found' }];
}

export default function NotFound() {
  return <h1>Sorry, we couldn't find that page</h1>;
}
