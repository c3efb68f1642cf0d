import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';

/** What a check or an import of a products CSV found (or did): counts, and the bad lines with their reasons. */
export type ImportReport = {
  mode: 'check' | 'import';
  file: string;
  adds: number;
  changes: number;
  same: number;
  bad: { line: number; sku: string; reason: string }[];
  /** The lines that change a product: each field before and after, as a person reads them. */
  changed: { line: number; sku: string; fields: { field: string; before: string; after: string }[] }[];
  /** The line an import stopped at (a batch refused), or null. */
  stoppedAt: number | null;
};

/** The page lists this many bad lines; past them it says how many more (fix, then check again). */
const BAD_SHOWN = 500;

/**
 * The products CSV import: a file and two buttons, Check (a dry run that writes nothing) and Import;
 * then the report of either. The file is sent again to import after a check: nothing of it is kept.
 */
export function OpsProductImportPage({ report, error }: { report: ImportReport | null; error: string | null }) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].productCsv;
  const counts = report ? m.counts[report.mode] : null;
  return (
    <OpsDocument title={m.heading} path="/products/import">
      {error && (
        <p className="ops-error" role="alert">
          {error}
        </p>
      )}
      {report && counts && (
        <section aria-labelledby="ops-import-report">
          <h2 id="ops-import-report">{report.mode === 'check' ? m.checked(report.file) : m.imported(report.file)}</h2>
          {report.stoppedAt !== null && (
            <p className="ops-error" role="alert">
              {m.stopped(report.stoppedAt)}
            </p>
          )}
          <dl className="ops-tiles">
            {(
              [
                [counts.add, report.adds],
                [counts.change, report.changes],
                [counts.same, report.same],
                [m.counts.bad, report.bad.length],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {report.bad.length === 0 ? (
            <p>{m.noBad}</p>
          ) : (
            <div className="ops-scroll">
              <table className="ops-table">
                <thead>
                  <tr>
                    <th scope="col">{m.line}</th>
                    <th scope="col">{m.sku}</th>
                    <th scope="col">{m.reason}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.bad.slice(0, BAD_SHOWN).map((bad) => (
                    <tr key={bad.line}>
                      <td data-label={m.line}>{bad.line}</td>
                      <td data-label={m.sku}>{bad.sku}</td>
                      <td data-label={m.reason}>{bad.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {report.bad.length > BAD_SHOWN && <p>{m.moreBad(report.bad.length - BAD_SHOWN)}</p>}
          {report.changed.length > 0 && (
            <OpsListTable
              rows={report.changed.slice(0, BAD_SHOWN)}
              rowKey={(line) => line.line}
              columns={[
                { label: m.line, cell: (line) => line.line },
                { label: m.sku, cell: (line) => line.sku },
                {
                  label: report.mode === 'check' ? m.changes : m.changed,
                  cell: (line) => (
                    <ul className="ops-changes">
                      {line.fields.map((field) => (
                        <li key={field.field}>{`${field.field}: ${field.before} → ${field.after}`}</li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          )}
          {report.mode === 'check' && <p>{m.again}</p>}
        </section>
      )}
      <p>{m.intro}</p>
      <form className="ops-form" method="post" action={opsPath(lang, '/products/import')} encType="multipart/form-data">
        <label>
          {m.file}
          <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <button type="submit" name="mode" value="check">
          {m.check}
        </button>
        <button type="submit" name="mode" value="import">
          {m.run}
        </button>
      </form>
    </OpsDocument>
  );
}
