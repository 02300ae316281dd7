import { NOT_FOUND_TITLE } from '@grocer/domain/messages/ui-messages';
import { data } from 'react-router';
import { NotFoundMessage } from '../features/shell/components/error-message.tsx';

/** Anything unknown: the not-found page inside the full frame, with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: NOT_FOUND_TITLE }];
}

export default function NotFound() {
  return <NotFoundMessage />;
}
