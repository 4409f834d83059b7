import { BarChart, type BarChartSeries } from '@mantine/charts';
import type { InsightDashboard } from '@portal/contract/entities/insights';
import type { FigureColumn, FigureRow } from './csv';
import { FigurePanel } from './figure-panel';

/** One chart of a dashboard: its id (the CSV's and audit row's name), title, the first column's heading, its rows. */
export interface BarPanel {
  id: string;
  title: string;
  /** The heading of the rows' `label` column (center, weekday, hour, tier…). */
  first: string;
  rows: readonly FigureRow[];
}

interface BarPanelsProps {
  dashboard: InsightDashboard;
  rangeLabel: string;
  panels: readonly BarPanel[];
  /** The figure columns after the label, the same for every panel. */
  columns: readonly FigureColumn[];
  series: BarChartSeries[];
  unit?: string;
  type?: 'default' | 'stacked';
}

/**
 * The same figures cut several ways (by center, weekday, hour, tier): one bar chart per cut, each with its table view
 * and CSV, rows labelled in a `label` column.
 */
export function BarPanels({ dashboard, rangeLabel, panels, columns, series, unit, type }: BarPanelsProps) {
  return panels.map((panel) => (
    <FigurePanel
      key={panel.id}
      id={panel.id}
      title={panel.title}
      dashboard={dashboard}
      rangeLabel={rangeLabel}
      columns={[{ key: 'label', label: panel.first }, ...columns]}
      rows={panel.rows}
      chart={<BarChart h={280} data={[...panel.rows]} dataKey="label" withLegend series={series} unit={unit} type={type} />}
    />
  ));
}
