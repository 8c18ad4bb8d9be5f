import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import type { PointSearch } from '../hooks/use-point-searches';
import { SpLinkList, type LinkItem } from './SpLinkList';

function SearchDisclosure(props: { label: string; items: LinkItem[]; open: boolean; onToggle: () => void }) {
  const listId = useId();
  return (
    <div className="sp-search">
      <button
        type="button"
        className="button sp-search-toggle"
        aria-expanded={props.open}
        aria-controls={listId}
        onClick={props.onToggle}
      >
        {props.label}
      </button>
      <div id={listId} hidden={!props.open}>
        <SpLinkList items={props.items} label={props.label} />
      </div>
    </div>
  );
}

/** The phone point searches as buttons that open their lists; address leads to its town screen. */
export function SpPointSearches(props: {
  searches: PointSearch[];
  open: string | null;
  onToggle: (kind: PointSearch['kind']) => void;
}) {
  return (
    <div className="sp-searches">
      {props.searches.map((search) =>
        search.kind === 'address' ? (
          <Link key={search.kind} className="button sp-search-toggle" to={paths.sp.address}>
            {search.label}
          </Link>
        ) : (
          <SearchDisclosure
            key={search.kind}
            label={search.label}
            items={search.items}
            open={props.open === search.kind}
            onToggle={() => props.onToggle(search.kind)}
          />
        ),
      )}
    </div>
  );
}
