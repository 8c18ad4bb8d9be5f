import { Link } from 'react-router';

export interface LinkItem {
  key: string;
  label: string;
  href: string;
}

/** A tappable list of choices that each open another screen (areas, courses, categories, towns). */
export function SpLinkList({ items, label }: { items: LinkItem[]; label?: string }) {
  return (
    <ul className="sp-link-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.href}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}
