import { RETURN_TO_ADMIN } from '@grocer/domain/messages/staff-messages';
import { Undo2 } from 'lucide-react';
import { Form } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

/**
 * 'Return to admin', shown instead of Sign out while staff are signed on as a customer (spec doc 1
 * §3, doc 3 §2). A plain form, so it works without JavaScript; a full page load follows, since
 * the session changes.
 */
export function ReturnToAdmin({ className }: { className?: string }) {
  return (
    <Form method="post" action="/admin/return" reloadDocument className={className}>
      <button type="submit" className={buttonClass({ variant: 'secondary', size: 'small' })}>
        <Icon icon={Undo2} size={16} />
        {RETURN_TO_ADMIN}
      </button>
    </Form>
  );
}
