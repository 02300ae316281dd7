import { data, type RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';
import { bundleHref, isBundleName } from '../lib/bundle-urls.ts';

/** The bundles page: every bundle, with its path. */
export async function loadBundles(context: Readonly<RouterContextProvider>) {
  const bundles = await getServices(context).offers.listBundles();
  return { bundles: bundles.map((b) => ({ ...b, href: bundleHref(b.name, b.christmas) })) };
}

/** One bundle's page (products-bundle): its groups' thresholds and products (the route makes cards). */
export async function loadBundle(
  context: Readonly<RouterContextProvider>,
  bundleName: string,
  christmas: boolean,
) {
  if (!isBundleName(bundleName)) throw data(null, { status: 404 });
  const bundle = await getServices(context).offers.getBundle(bundleName, christmas);
  if (!bundle) throw data(null, { status: 404 });
  return {
    bundle: {
      title: bundle.title,
      groups: bundle.groups.map((g) => ({
        title: g.title,
        threshold: g.threshold,
        products: g.products,
      })),
    },
  };
}
