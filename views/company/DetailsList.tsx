import './company.css';

/** Label/value pairs as a description list (read-only details, a change request). */
export function DetailsList({ rows, label }: { rows: readonly (readonly [string, string])[]; label?: string }) {
  return (
    <dl className="company-details" aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
