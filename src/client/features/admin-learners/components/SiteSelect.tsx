interface Props {
  id: string;
  label: string;
  sites: string[];
  value: string;
  onChange: (site: string) => void;
}

/** The school's sites as a select: which login page a link or a mail points the learner to. */
export function SiteSelect({ id, label, sites, value, onChange }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {sites.map((site) => (
          <option key={site} value={site}>
            {site}
          </option>
        ))}
      </select>
    </div>
  );
}
