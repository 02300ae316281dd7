import {
  CONTACT_SENT_TITLE,
  CONTACT_US_TITLE,
  SEND_ANOTHER_MESSAGE,
} from '@grocer/domain/messages/customer-care-messages';
import { identityContext } from '@grocer/server/web/load-context';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { ContentBlocks } from '../features/content/components/content-blocks.tsx';
import { sendContactForm } from '../features/customer-care/api/customer-care.server.ts';
import { ContactForm } from '../features/customer-care/components/contact-form.tsx';
import { FormSent } from '../features/customer-care/components/form-sent.tsx';
import { sentReferenceOf } from '../features/customer-care/lib/form-fields.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/contact-us';

/** The contact us page's path: its content (decision 0074) and, below it, the form. */
const PATH = '/ecom/help-information/contact-us';

/**
 * Contact us (decision 0076): the help page's content as staff wrote it, then the contact form,
 * which a signed-in shopper finds filled in with their name and email and their recent orders
 * to pick. Not a shared page (it can carry the shopper's details), never stored.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const sent = sentReferenceOf(new URL(request.url).searchParams.get('sent'));
  const [page, defaults] = await Promise.all([
    services.content.getPage(PATH),
    sent
      ? null
      : context
          .get(identityContext)()
          .then((identity) => services.customerCare.formDefaults(identity)),
  ]);
  return {
    page,
    defaults,
    sent,
    openingHours: services.site.customerCareHours,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return sendContactForm(context, await request.formData(), '/help-information/contact-us');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.page?.title ?? CONTACT_US_TITLE },
    {
      name: 'description',
      content:
        loaderData?.page?.metaDescription ??
        'How to reach our customer care team about an order, a delivery or your account.',
    },
  ];
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { page, defaults, sent, openingHours } = loaderData;
  return (
    <PageContainer>
      <article>
        <h1>{page?.title ?? CONTACT_US_TITLE}</h1>
        {page && <ContentBlocks blocks={page.blocks} />}
        {sent ? (
          <FormSent
            title={CONTACT_SENT_TITLE}
            reference={sent}
            again={{ label: SEND_ANOTHER_MESSAGE, to: '/help-information/contact-us' }}
          />
        ) : (
          <ContactForm
            defaults={defaults}
            result={actionData ?? null}
            openingHours={openingHours}
          />
        )}
      </article>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
