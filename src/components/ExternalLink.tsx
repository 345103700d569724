import type { AnchorHTMLAttributes } from 'react';

/** A link that leaves the shop: new tab (mail links excepted), never handing it our window. */
export function ExternalLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const newTab = !href.startsWith('mailto:');
  return (
    <a href={href} {...(newTab ? { target: '_blank' } : {})} rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
