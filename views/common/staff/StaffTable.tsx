import type { ReactNode } from 'react';
import './staff.css';

export interface StaffColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** The row's header cell (its name), read first by screen readers. */
  rowHeader?: boolean;
  numeric?: boolean;
}

/**
 * A plain, semantic table for the staff consoles: links and buttons in cells are reached with Tab
 * like anywhere else on the page, and a caption names it.
 */
export function StaffTable<T>({ caption, columns, rows, rowKey, empty }: { caption: string; columns: readonly StaffColumn<T>[]; rows: readonly T[]; rowKey: (row: T) => string; empty: string }) {
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <caption className="staff-table-caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'staff-numeric' : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row">
                      {column.render(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={column.numeric ? 'staff-numeric' : undefined}>
                      {column.render(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
