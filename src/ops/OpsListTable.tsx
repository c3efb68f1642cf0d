import type { ReactNode } from 'react';

/** One column of a console list: its heading, and what each row shows in it. */
export type OpsColumn<Row> = {
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** The cells' class (`ops-when`, `ops-account`, `ops-actions`…). */
  className?: string;
  /** The cells' language where it is not the page's (a brand's English name on the Khmer page). */
  lang?: string;
} & (
  | {
      /**
       * The column's heading, and each cell's `data-label`: on a phone a row is a card, each cell after its
       * column's name (public/ops.css).
       */
      label: string;
    }
  | {
      /**
       * The heading of a column of links, buttons or a row's form, drawn as given (a name for screen readers
       * in a `visually-hidden` span, or a muted dash); its cells have no `data-label`, the card shows them
       * bare.
       */
      head: ReactNode;
    }
);

/**
 * A console list as a table: a column heading each (`scope="col"`), a row each, inside the `ops-scroll`
 * that scrolls it sideways on a narrow screen. Given `empty`, a list without rows shows that instead of the
 * table; else the table stands with its headings only. The table roles are written in by the renderer
 * (worker/ops/table-roles.ts), not here.
 */
export function OpsListTable<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
  empty,
  labelledBy,
}: {
  columns: OpsColumn<Row>[];
  rows: readonly Row[];
  /** A row's React key (its id). */
  rowKey: (row: Row) => string | number;
  /** A row's class (`ops-leaf`, `ops-flagged`), if it has one. */
  rowClassName?: (row: Row) => string | undefined;
  /** What shows instead of the table when there are no rows (a sentence saying so). */
  empty?: ReactNode;
  /** The id of the heading that names the table (its `aria-labelledby`), where its section's does not. */
  labelledBy?: string;
}) {
  if (rows.length === 0 && empty !== undefined) return empty;
  return (
    <div className="ops-scroll">
      <table className="ops-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed, their place is their key
              <th key={index} scope="col">
                {'label' in column ? column.label : column.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed, their place is their key
                  key={index}
                  data-label={'label' in column ? column.label : undefined}
                  lang={column.lang}
                  className={column.className}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
