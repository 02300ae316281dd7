import { createContext } from 'react-router';
import type { AppServices } from './app-services.ts';

/**
 * The one context token shared by the Fastify server and the storefront's loaders.
 * The web build keeps `@grocer/server/*` external so both sides hold the same token object.
 */
export const servicesContext = createContext<AppServices>();
