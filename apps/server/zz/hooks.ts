import { registerHooks } from 'node:module';

const DRIZZLE = '/node_modules/drizzle-orm/';
registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (
      parent?.includes(DRIZZLE) &&
      (specifier.startsWith('./') || specifier.startsWith('../')) &&
      specifier.endsWith('.js')
    ) {
      return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (url.includes(DRIZZLE) && url.endsWith('.js') && url.startsWith('file:')) {
      return nextLoad(url, { ...context, format: 'module' });
    }
    return nextLoad(url, context);
  },
});
