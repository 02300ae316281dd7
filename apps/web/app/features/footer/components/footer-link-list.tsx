import { ExternalLink } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import type { FooterLink } from '../lib/footer-links.ts';

export function FooterLinkList({
  links,
  linkClassName,
}: {
  links: FooterLink[];
  linkClassName?: string;
}) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.label}>
          <AppLink href={link.href} newTab={link.newTab} className={linkClassName}>
            {link.label}
            {link.newTab && <Icon icon={ExternalLink} size={14} label="(opens in a new tab)" />}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
