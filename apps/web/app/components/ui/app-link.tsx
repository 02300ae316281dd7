import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalHref, toRoutePath } from '../../lib/app-path.ts';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** Opens in a new tab, with the noopener safeguards. */
  newTab?: boolean;
  /** A full page load even once hydrated (pages the spec says are left that way). */
  reloadDocument?: boolean;
}

/**
 * A real `<a href>` for every link, so navigation works before (or without) JavaScript;
 * storefront paths navigate client-side once the app has hydrated.
 */
export function AppLink({ href, children, newTab, reloadDocument, ...rest }: AppLinkProps) {
  const tabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isExternalHref(href)) {
    return (
      <a href={href} {...tabProps} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={toRoutePath(href)} reloadDocument={reloadDocument} {...tabProps} {...rest}>
      {children}
    </Link>
  );
}
