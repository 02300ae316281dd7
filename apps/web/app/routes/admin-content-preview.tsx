import { isFragmentKey } from '@grocer/domain/content/content-fragment';
import { STAFF_CONSOLE_TITLE } from '@grocer/domain/messages/staff-messages';
import { data, Link } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { loadCarousels } from '../features/content/api/content.server.ts';
import { ContentBlocks } from '../features/content/components/content-blocks.tsx';
import { SiteWideBanner } from '../features/content/components/site-wide-banner.tsx';
import { fallbackHero, Hero } from '../features/home/components/hero.tsx';
import { requireStaff } from '../features/staff/api/staff-access.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/admin-content-preview';
import styles from './admin-console.module.css';
import { editorPath, refusalStatus } from './admin-content-paths.ts';
import { contentCarousel } from './content-carousel.tsx';

/**
 * A page or fragment as a shopper would see it (decision 0077), from a saved version that need
 * not be live: rendered with the storefront's own components, read afresh (never from a cache),
 * inside the console (its answers are private and never stored).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const url = new URL(request.url);
  const kind = url.searchParams.get('kind');
  const ref = url.searchParams.get('ref') ?? '';
  const versionText = url.searchParams.get('version');
  const version = versionText === null ? null : Number.parseInt(versionText, 10);
  if (
    (kind !== 'page' && kind !== 'fragment') ||
    (kind === 'fragment' && !isFragmentKey(ref)) ||
    (version !== null && !(Number.isInteger(version) && version > 0))
  ) {
    throw data({ reason: 'not-found' }, { status: 404 });
  }
  const document = { kind, ref } as const;
  const services = getServices(context);
  const preview = await services.content.editor.preview(staff, document, version);
  if (preview.outcome === 'refused') {
    throw data({ reason: preview.code }, { status: refusalStatus(preview.code) });
  }
  const carousels = await loadCarousels(context, services, preview.body.blocks);
  return {
    document,
    body: preview.body,
    version: preview.version,
    carousels: Object.fromEntries(
      Object.entries(carousels).map(([index, products]) => [
        index,
        products.map(toProductCardView),
      ]),
    ),
  };
}

export function meta() {
  return [{ title: `Preview · Content · ${STAFF_CONSOLE_TITLE}` }];
}

export default function AdminContentPreview({ loaderData }: Route.ComponentProps) {
  const { document, body, version, carousels } = loaderData;
  const blocks = body.blocks;
  const renderCarousel = contentCarousel(carousels, 'browse');
  const notice = (
    <p role="status" className={styles.problem}>
      {`Preview of ${version === null ? 'the live content' : `version ${version}`}: shoppers see it only once it is published.`}{' '}
      <Link to={editorPath(document)}>Back to the editor</Link>
    </p>
  );
  if ('path' in body) {
    return (
      <>
        {notice}
        <PageContainer>
          <article>
            <h1>{body.title}</h1>
            <ContentBlocks blocks={blocks} renderCarousel={renderCarousel} />
          </article>
        </PageContainer>
      </>
    );
  }
  if (body.key === 'homepage') {
    const first = blocks[0];
    return (
      <>
        {notice}
        <PageContainer>
          <Hero hero={first?.kind === 'hero' ? first : fallbackHero('')} />
          <ContentBlocks
            blocks={blocks.slice(first?.kind === 'hero' ? 1 : 0)}
            renderCarousel={renderCarousel}
            wide
          />
        </PageContainer>
      </>
    );
  }
  return (
    <>
      {notice}
      <h1>{`Preview: ${body.key}`}</h1>
      {body.key === 'site-wide-banner' ? (
        <SiteWideBanner blocks={blocks} />
      ) : (
        <ContentBlocks blocks={blocks} renderCarousel={renderCarousel} />
      )}
    </>
  );
}
