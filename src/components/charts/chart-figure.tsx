import { useId, type ReactNode } from 'react';
import './charts.css';

/** The figures behind a chart, as a table for screen readers (and anyone who prefers numbers). */
export interface ChartTable {
  /** Column headers; the first column names each row. */
  columns: readonly string[];
  /** One row per data point, already formatted in French ('Non évalué', '58/100'...). */
  rows: readonly (readonly string[])[];
}

/** One entry of a visible legend: the colour is never the only signal, the label and value are written out. */
export interface ChartLegendItem {
  label: string;
  /** The value written next to the label ('3', '40 %'...). */
  value?: string;
  /** Swatch colour (a CSS colour or var() reference). */
  color: string;
}

export interface ChartFigureProps {
  /** Caption of the chart, also the figure's accessible name. */
  title: string;
  /** Renders the title as a heading of this level (inside the caption) to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Keeps the title for screen readers only (e.g. inside a modal already headed by it). */
  hideTitle?: boolean;
  /** A visible sentence summarising the chart. */
  description?: ReactNode;
  /** The figures, as a visually hidden table. */
  table?: ChartTable;
  /**
   * Shows the table to everyone, under a disclosure ('Voir les chiffres'): for a long series whose drawing can no
   * longer label each point (8 years of monthly scores).
   */
  tableShown?: boolean;
  /** A visible legend list (read by screen readers as the chart's text alternative). */
  legend?: readonly ChartLegendItem[];
  /** Controls shown beside the caption (period buttons, an 'Agrandir' button...). */
  actions?: ReactNode;
  /** The drawing itself: hidden from assistive technology, which reads the table or legend instead. */
  children?: ReactNode;
  /** When set, this sentence replaces the drawing (nothing to draw yet), readable by everyone. */
  emptyText?: string;
  /**
   * While the drawing's code loads: shown in its place and announced (the drawing itself is hidden from assistive
   * technology), in a frame that already has the caption and the controls, so that the page does not move when the
   * drawing comes.
   */
  loading?: ReactNode;
  className?: string;
}

/**
 * The accessible frame of every chart: a figure named by its caption, the drawing hidden from screen readers, and
 * the figures as a visually hidden table and/or a visible legend.
 */
export function ChartFigure({
  title,
  headingLevel,
  hideTitle = false,
  description,
  table,
  tableShown = false,
  legend,
  actions,
  children,
  emptyText,
  loading,
  className,
}: ChartFigureProps) {
  const titleId = useId();
  const Heading = headingLevel ? (`h${headingLevel}` as const) : 'span';
  return (
    <figure
      className={['chart-figure', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={loading ? true : undefined}
    >
      <figcaption className="chart-figure__caption">
        <Heading id={titleId} className={hideTitle ? 'visually-hidden' : 'chart-figure__title'}>
          {title}
        </Heading>
        {description && <p className="chart-figure__description">{description}</p>}
      </figcaption>
      {actions && <div className="chart-figure__actions">{actions}</div>}
      {emptyText ? (
        <p className="chart-figure__empty">{emptyText}</p>
      ) : loading ? (
        <div className="chart-figure__drawing">{loading}</div>
      ) : (
        <div className="chart-figure__drawing" aria-hidden="true">
          {children}
        </div>
      )}
      {legend && legend.length > 0 && (
        <ul className="chart-legend" aria-label={`Légende : ${title}`}>
          {legend.map((item) => (
            <li key={item.label} className="chart-legend__item">
              <span className="chart-legend__swatch" style={{ background: item.color }} aria-hidden="true" />
              <span className="chart-legend__label">{item.label}</span>
              {item.value !== undefined && <span className="chart-legend__value">{item.value}</span>}
            </li>
          ))}
        </ul>
      )}
      {table && tableShown && (
        <details className="chart-figure__figures">
          <summary>{FIGURES_SUMMARY}</summary>
          <div className="chart-figure__figures-table" role="region" aria-label={tableCaption(title)} tabIndex={0}>
            <FiguresTable title={title} table={table} />
          </div>
        </details>
      )}
      {table && !tableShown && (
        // A table does not shrink to the utility's 1 px (its width is at least its content's): the hidden block
        // around it does, so the figures never widen the page.
        <div className="visually-hidden">
          <FiguresTable title={title} table={table} />
        </div>
      )}
    </figure>
  );
}

/** The disclosure that shows a long series' figures. */
const FIGURES_SUMMARY = 'Voir les chiffres';

const tableCaption = (title: string) => `Données du graphique « ${title} »`;

function FiguresTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <table>
      <caption>{tableCaption(title)}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={`${row[0]}-${index}`}>
            {row.map((cell, cellIndex) =>
              cellIndex === 0 ? (
                <th key={cellIndex} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={cellIndex}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
