import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}

interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

interface IconifyMetadata {
  categories?: Record<string, string[]>;
}

/**
 * Catalogue images are fluent-emoji-flat icon names. These categories cover food, drink,
 * plants, pets, household goods, weather and seasonal items; people and flags are never
 * pictured, so they are left out of the build.
 */
const CATEGORIES = [
  'Food & Drink',
  'Animals & Nature',
  'Objects',
  'Activities',
  'Travel & Places',
  'Symbols',
];

/** Icons from the categories left out that the demo catalogue or the shell use. */
const EXTRA_ICONS = ['broken-heart', 'bone', 'nail-polish'];

const ROUTE_PREFIX = 'assets/food/';

function loadIcons(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const set = JSON.parse(
    readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
  ) as IconifySet;
  const metadata = JSON.parse(
    readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/metadata.json'), 'utf8'),
  ) as IconifyMetadata;

  const wanted = new Set([
    ...CATEGORIES.flatMap((name) => metadata.categories?.[name] ?? []),
    ...EXTRA_ICONS,
  ]);
  const svgs = new Map<string, string>();
  for (const name of [...wanted].sort()) {
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    if (!icon) continue;
    const width = icon.width ?? set.width ?? 32;
    const height = icon.height ?? set.height ?? 32;
    svgs.set(
      name,
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`,
    );
  }
  return svgs;
}

/**
 * Writes each food illustration to `/ecom/assets/food/{name}.svg` (served locally, never from a
 * CDN) and exposes a content hash as `import.meta.env.VITE_FOOD_ICONS_VERSION`, which the
 * storefront appends as `?v=` so the long-lived asset cache is busted when the set changes.
 */
export function foodIconsPlugin(): Plugin {
  let svgs: Map<string, string> | undefined;
  const icons = () => {
    svgs ??= loadIcons();
    return svgs;
  };

  return {
    name: 'grocer:food-icons',
    config() {
      const hash = createHash('sha256');
      for (const [name, svg] of icons()) hash.update(name).update(svg);
      return {
        define: {
          'import.meta.env.VITE_FOOD_ICONS_VERSION': JSON.stringify(
            hash.digest('hex').slice(0, 10),
          ),
        },
      };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /\/assets\/food\/([a-z0-9-]+)\.svg/.exec(req.url ?? '');
        const svg = match?.[1] ? icons().get(match[1]) : undefined;
        if (!svg) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(svg);
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [name, svg] of icons()) {
        this.emitFile({ type: 'asset', fileName: `${ROUTE_PREFIX}${name}.svg`, source: svg });
      }
    },
  };
}
