import {
  REPLACEMENT_CARD_SENT_TITLE,
  REPLACEMENT_CARD_TITLE,
} from '@grocer/domain/messages/customer-care-messages';
import { identityContext } from '@grocer/server/web/load-context';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { ContentBlocks } from '../features/content/components/content-blocks.tsx';
import { sendReplacementCardForm } from '../features/customer-care/api/customer-care.server.ts';
import { FormSent } from '../features/customer-care/components/form-sent.tsx';
import { ReplacementCardForm } from '../features/customer-care/components/replacement-card-form.tsx';
import { sentReferenceOf } from '../features/customer-care/lib/form-fields.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/replacement-card';

const PATH = '/ecom/help-information/forms/replacement-card';

/**
 * The replacement card form under help-information (spec doc 1 §2, doc 3 §2 customer service
 * pages; decision 0076): the page's content, then the form, whose request lands in customer
 * care's inbox beside the contact form's messages. Never a shared page.
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
    sent,
    defaults: defaults && {
      firstName: defaults.firstName,
      lastName: defaults.lastName,
      email: defaults.email,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return sendReplacementCardForm(
    context,
    await request.formData(),
    '/help-information/forms/replacement-card',
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.page?.title ?? REPLACEMENT_CARD_TITLE },
    {
      name: 'description',
      content:
        loaderData?.page?.metaDescription ??
        'How to get a replacement loyalty card if yours is lost, stolen or damaged.',
    },
  ];
}

export default function ReplacementCard({ loaderData, actionData }: Route.ComponentProps) {
  const { page, defaults, sent } = loaderData;
  return (
    <PageContainer>
      <article>
        <h1>{page?.title ?? REPLACEMENT_CARD_TITLE}</h1>
        {page && <ContentBlocks blocks={page.blocks} />}
        {sent ? (
          <FormSent
            title={REPLACEMENT_CARD_SENT_TITLE}
            reference={sent}
            again={{ label: 'Back to help', to: '/help-information' }}
          />
        ) : (
          <ReplacementCardForm defaults={defaults} result={actionData ?? null} />
        )}
      </article>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
